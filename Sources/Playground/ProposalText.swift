import StackLayout

/// What a root is proposed, in SwiftUI's words: `300x120`, `300xnil`,
/// `.unspecified`.
func proposalText(_ proposal: ProposedSize) -> String {
  if proposal.width == nil && proposal.height == nil { return ".unspecified" }
  return
    "\(proposal.width.map(formatNumber) ?? "nil")x\(proposal.height.map(formatNumber) ?? "nil")"
}

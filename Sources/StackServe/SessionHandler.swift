import Foundation
import NIOCore
import NIOPosix
import NIOSSH

/// One SSH session channel: takes the client's pty-req, starts the playground
/// (a shell request, or an `exec` of a ``PlaygroundCommand``) as a child
/// under its own pseudo-terminal, and carries bytes both ways.
///
/// Everything else is refused: an `exec` of anything but a playground command
/// gets one line on standard error and exit status 1, a subsystem a failure
/// reply. The session ends when the child does (its exit status goes to the
/// client), when the client goes (the child gets SIGHUP), when no key came
/// for the idle timeout, or when the server stops; in the last two the
/// client gets a line saying so.
final class SessionHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData

  private let server: ServerContext
  private let connection: ConnectionRecord

  private var terminal: SSHChannelRequestEvent.PseudoTerminalRequest?
  private var started = false
  private var child: ChildProcess?
  private var pipe: Channel?
  /// Keys that came before the pipe to the child was ready.
  private var pendingInput: [ByteBuffer] = []
  private var sessionNumber: Int?
  private var lastInput = NIODeadline.now()
  private var idleCheck: RepeatedTask?
  /// The line the client gets after the child's last output, if the server ended it.
  private var closingLine: String?
  private var ending = false
  private var channel: Channel?

  init(server: ServerContext, connection: ConnectionRecord) {
    self.server = server
    self.connection = connection
  }

  func handlerAdded(context: ChannelHandlerContext) {
    channel = context.channel
    _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .channel = message.type, case .byteBuffer(let bytes) = message.data else { return }
    lastInput = .now()
    if let pipe {
      pipe.writeAndFlush(bytes, promise: nil)
    } else if started, pendingInput.count < 64 {
      pendingInput.append(bytes)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      let accepted = !started
      if accepted { terminal = request }
      reply(context, request.wantReply, accepted)
    case let request as SSHChannelRequestEvent.ShellRequest:
      start(context, .playground, wantReply: request.wantReply)
    case let request as SSHChannelRequestEvent.ExecRequest:
      let command = request.command.trimmingCharacters(in: .whitespaces)
      if command.isEmpty {
        start(context, .playground, wantReply: request.wantReply)
      } else if let allowed = PlaygroundCommand(exec: command) {
        start(context, allowed, wantReply: request.wantReply)
      } else {
        refuse(
          context, wantReply: request.wantReply,
          line:
            "stackplay serve: not a playground command: \(PlaygroundCommand.quoted(command)) (only \(PlaygroundCommand.allowed))"
        )
      }
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      if let child, pipe != nil {
        ChildProcess.resize(
          master: child.master, columns: request.terminalCharacterWidth,
          rows: request.terminalRowHeight)
      }
    case let request as SSHChannelRequestEvent.SubsystemRequest:
      reply(context, request.wantReply, false)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      reply(context, request.wantReply, false)
    case is SSHChannelRequestEvent.SignalRequest, is SSHChannelRequestEvent.LocalFlowControlRequest:
      break
    case ChannelEvent.inputClosed:
      // The client will send nothing more; the playground goes on until it
      // ends or the client goes.
      break
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    // The client went (or the channel was closed): hang up on the child.
    hangUp(line: nil)
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }

  private func reply(_ context: ChannelHandlerContext, _ wantReply: Bool, _ success: Bool) {
    guard wantReply else { return }
    if success {
      context.channel.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil)
    } else {
      context.channel.triggerUserOutboundEvent(ChannelFailureEvent(), promise: nil)
    }
  }

  /// Answers a request with one line and exit status 1, then closes the channel.
  private func refuse(_ context: ChannelHandlerContext, wantReply: Bool, line: String) {
    guard !started else {
      reply(context, wantReply, false)
      return
    }
    started = true
    reply(context, wantReply, true)
    let channel = context.channel
    // With a terminal the client's side is raw: the line needs its carriage return.
    let text = terminal == nil ? line + "\n" : line + "\r\n"
    var buffer = channel.allocator.buffer(capacity: text.utf8.count)
    buffer.writeString(text)
    let type: SSHChannelData.DataType = terminal == nil ? .stdErr : .channel
    channel.writeAndFlush(SSHChannelData(type: type, data: .byteBuffer(buffer)))
      .flatMap {
        channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1))
      }
      .whenComplete { _ in channel.close(promise: nil) }
  }

  private func start(
    _ context: ChannelHandlerContext, _ command: PlaygroundCommand, wantReply: Bool
  ) {
    guard !started else {
      reply(context, wantReply, false)
      return
    }
    guard let terminal else {
      refuse(
        context, wantReply: wantReply,
        line:
          "stackplay serve: the playground needs a terminal: ssh -t (or leave out the command)")
      return
    }
    guard let number = server.reserveSession() else {
      refuse(
        context, wantReply: wantReply,
        line:
          "stackplay serve: every session is taken (the limit is \(server.configuration.maxSessions)); try again later"
      )
      return
    }
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        executable: server.configuration.executable, arguments: command.arguments,
        environment: server.childEnvironment(term: terminal.term),
        columns: terminal.terminalCharacterWidth, rows: terminal.terminalRowHeight,
        limits: server.configuration.limits)
    } catch {
      server.releaseSession(number)
      refuse(context, wantReply: wantReply, line: "stackplay serve: \(error)")
      return
    }
    Children.shared.insert(child.pid)
    started = true
    sessionNumber = number
    self.child = child
    connection.sessionStarted()
    reply(context, wantReply, true)

    let loop = context.eventLoop
    let me = NIOLoopBound(self, eventLoop: loop)
    server.registerSession(number, on: loop) { line in me.value.hangUp(line: line) }
    let sshChannel = context.channel
    NIOPipeBootstrap(group: loop)
      .channelOption(ChannelOptions.allowRemoteHalfClosure, value: false)
      .channelInitializer { pipeChannel in
        pipeChannel.eventLoop.makeCompletedFuture {
          try pipeChannel.pipeline.syncOperations.addHandler(
            TerminalOutputHandler(ssh: sshChannel, session: me))
        }
      }
      .takingOwnershipOfDescriptor(inputOutput: child.master)
      .whenComplete { result in
        let session = me.value
        switch result {
        case .success(let pipe):
          session.pipe = pipe
          if session.ending {
            pipe.close(promise: nil)
          } else {
            for bytes in session.pendingInput { pipe.write(bytes, promise: nil) }
            pipe.flush()
          }
          session.pendingInput = []
        case .failure:
          close(child.master)
          session.hangUp(line: "stackplay serve: the session could not start")
        }
      }

    let timeout = server.configuration.idleTimeout
    let step = min(TimeAmount.seconds(1), TimeAmount.nanoseconds(max(timeout.nanoseconds / 4, 1)))
    idleCheck = loop.scheduleRepeatedTask(initialDelay: step, delay: step) { _ in
      let session = me.value
      guard !session.ending, NIODeadline.now() - session.lastInput >= timeout else { return }
      session.hangUp(
        line:
          "stackplay serve: closed after \(describe(timeout)) without a key")
    }
  }

  /// The child's terminal closed: the child has ended or is ending. Reaps it
  /// and ends the session with its exit status.
  fileprivate func childOutputEnded() {
    pipe = nil
    finish()
  }

  /// Ends the session from this side: the client gone, idle, or the server
  /// stopping. SIGHUP to the child; `line` goes to the client after the
  /// child's last output, if the client is still there.
  func hangUp(line: String?) {
    guard !ending else { return }
    if let line, closingLine == nil { closingLine = line }
    guard let child else {
      ending = true
      if let channel { closeChannel(channel, status: 1) }
      return
    }
    kill(child.pid, SIGHUP)
    if let channel, !channel.isActive {
      // No one to show the rest to.
      pipe?.close(promise: nil)
    }
    finish()
  }

  private func finish() {
    guard !ending, let child, let channel else { return }
    ending = true
    idleCheck?.cancel()
    idleCheck = nil
    let me = NIOLoopBound(self, eventLoop: channel.eventLoop)
    let loop = channel.eventLoop
    Reaper.reap(child.pid, on: loop, grace: .seconds(2)).whenSuccess { status in
      guard let pipe = me.value.pipe else {
        me.value.closeAfterChild(channel, status: status)
        return
      }
      // The child's last output (its terminal restored) goes to the client
      // before the closing line: wait until its pseudo-terminal has been read to
      // the end, at most a second.
      pipe.closeFuture.whenComplete { _ in me.value.closeAfterChild(channel, status: status) }
      loop.scheduleTask(in: .seconds(1)) { me.value.closeAfterChild(channel, status: status) }
    }
  }

  /// Whether ``closeAfterChild(_:status:)`` has run.
  private var closedAfterChild = false

  /// Once the child has ended and its output is through (or a second has
  /// passed): the closing line, the exit status, and the session's slot freed.
  private func closeAfterChild(_ channel: Channel, status: Int32) {
    guard !closedAfterChild else { return }
    closedAfterChild = true
    pipe?.close(promise: nil)
    pipe = nil
    let me = NIOLoopBound(self, eventLoop: channel.eventLoop)
    // The session counts until the client has its last line and exit status:
    // a stopping server waits for that before it closes connections.
    closeChannel(channel, status: status).whenComplete { _ in
      let session = me.value
      if let number = session.sessionNumber {
        session.server.releaseSession(number)
        session.sessionNumber = nil
      }
    }
  }

  @discardableResult
  private func closeChannel(_ channel: Channel, status: Int32) -> EventLoopFuture<Void> {
    guard channel.isActive else { return channel.eventLoop.makeSucceededVoidFuture() }
    var future = channel.eventLoop.makeSucceededVoidFuture()
    if let line = closingLine {
      var buffer = channel.allocator.buffer(capacity: line.utf8.count + 2)
      buffer.writeString(line + "\r\n")
      future = channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer)))
    }
    let closed = channel.eventLoop.makePromise(of: Void.self)
    future
      .flatMap {
        channel.triggerUserOutboundEvent(
          SSHChannelRequestEvent.ExitStatus(exitStatus: Int(status)))
      }
      .whenComplete { _ in
        channel.close().whenComplete { _ in closed.succeed(()) }
      }
    return closed.futureResult
  }

  fileprivate var sshWritable: Bool { channel?.isWritable ?? false }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      _ = pipe?.setOption(ChannelOptions.autoRead, value: true)
    }
    context.fireChannelWritabilityChanged()
  }
}

/// Carries the child's output from the pseudo-terminal to the SSH channel; on
/// the terminal's end (EIO once the child's side is closed) tells the session.
final class TerminalOutputHandler: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer

  private let ssh: Channel
  private let session: NIOLoopBound<SessionHandler>

  init(ssh: Channel, session: NIOLoopBound<SessionHandler>) {
    self.ssh = ssh
    self.session = session
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let bytes = unwrapInboundIn(data)
    ssh.write(SSHChannelData(type: .channel, data: .byteBuffer(bytes)), promise: nil)
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    ssh.flush()
    if !session.value.sshWritable {
      // The client is slow: stop reading the terminal until it catches up
      // (the child then blocks on its writes, as on a slow terminal).
      _ = context.channel.setOption(ChannelOptions.autoRead, value: false)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    // EIO: the child's side of the terminal is closed. What was read goes out first.
    ssh.flush()
    context.close(promise: nil)
  }

  func channelInactive(context: ChannelHandlerContext) {
    ssh.flush()
    session.value.childOutputEnded()
    context.fireChannelInactive()
  }
}

/// A duration as the closing line says it: `15 minutes`, `2 seconds`.
func describe(_ amount: TimeAmount) -> String {
  let seconds = amount.nanoseconds / 1_000_000_000
  if seconds >= 60, seconds % 60 == 0 {
    let minutes = seconds / 60
    return "\(minutes) minute\(minutes == 1 ? "" : "s")"
  }
  return "\(seconds) second\(seconds == 1 ? "" : "s")"
}

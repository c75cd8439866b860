#ifndef STACKPLAY_CNCURSES_SHIM_H
#define STACKPLAY_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#endif

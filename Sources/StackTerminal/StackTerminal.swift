// The terminal backend: the only module that imports CNcurses.

// SDL2 for Swift: the headers PageDots uses. Found on the system include path
// (libsdl2-dev puts them in /usr/include/SDL2); linked by the module map. Not through
// pkg-config: its -D_REENTRANT flag is refused by SwiftPM with a warning on every build.
#include <SDL2/SDL.h>

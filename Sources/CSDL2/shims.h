// SDL2 for Swift: the headers PageDots uses. Flags come from pkg-config (sdl2).
#include <SDL.h>

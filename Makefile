# PageDots — quick start on a fresh Debian machine (or a Mac with Homebrew):
#   make run    installs what is missing, builds (release) and opens the playground
#   make test   installs what is missing, builds and runs every test
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := pkg-config libsdl2-dev libcairo2-dev libfreetype-dev ffmpeg libavformat-dev libavcodec-dev libavutil-dev xvfb xauth xdotool imagemagick libxml2-utils librlottie-dev librsvg2-bin poppler-utils
ARGS ?=

.PHONY: deps run test release build clean

# Installs what is missing: Debian packages with apt-get, or on macOS Homebrew formulae.
BREW_PACKAGES := sdl2 cairo ffmpeg pkg-config libxml2 librsvg poppler rlottie
deps:
ifeq ($(shell uname -s),Darwin)
	@command -v brew >/dev/null || { echo "Homebrew is not installed: see https://brew.sh"; exit 1; }
	@missing=$$(for p in $(BREW_PACKAGES); do brew list --formula $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then echo "Installing:" $$missing; brew install $$missing; fi
else
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endif
	@command -v swift >/dev/null || { echo "swift is not on PATH (see README: Swift 6 toolchain)"; exit 1; }

release: deps
	swift build -c release --product pagedots

run: release
	.build/release/pagedots $(ARGS)

# Tests run optimised (thousands of scenarios, recordings measured pixel by pixel): the
# package itself carries no unsafe flags, so that other packages can depend on it.
build: deps
	swift build --build-tests -Xswiftc -O -Xcc -O3

test: build
	swift test --skip-build
	.ci/consumer.sh

clean:
	rm -rf .build

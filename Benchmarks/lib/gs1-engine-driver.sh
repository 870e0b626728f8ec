# Sourced by gs1-engine.sh and gs1-engine-agreement.sh: `gs1_engine_driver ROOT ENGINE_CHECKOUT WORK` builds
# GS1's C library from the checkout and this repository's driver (GS1Engine/gs1-dl-driver.c) into WORK on
# first use, and sets $GS1_DRIVER to it.

gs1_engine_driver() {
    local root=$1 engine=$2 work=$3 lib
    lib=$engine/src/c-lib
    [[ -d $lib ]] || lib=$engine/c-lib
    [[ -f $lib/gs1encoders.h ]] || { echo "no src/c-lib/gs1encoders.h under $engine" >&2; exit 66; }
    GS1_DRIVER=$work/gs1-dl-driver
    [[ -x $GS1_DRIVER ]] && return
    rm -rf "$work/c-lib" && cp -r "$lib" "$work/c-lib"
    make -s -C "$work/c-lib" libstatic >/dev/null
    cc -O2 -I"$work/c-lib" -o "$GS1_DRIVER" "$root/Benchmarks/GS1Engine/gs1-dl-driver.c" "$work/c-lib/build/libgs1encoders.a"
}

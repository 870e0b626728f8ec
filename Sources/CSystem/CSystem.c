#define _GNU_SOURCE
#include <sched.h>

#include "CSystem.h"

int csystem_available_processors(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
    return CPU_COUNT(&set);
}

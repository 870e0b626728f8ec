// What Swift's Glibc module does not show: functions glibc declares only under _GNU_SOURCE, and macros.
#ifndef CSYSTEM_H
#define CSYSTEM_H

// The processors this process may run on (its affinity mask, which `taskset` and cgroup cpusets set),
// or 0 when it cannot be read.
int csystem_available_processors(void);

#endif

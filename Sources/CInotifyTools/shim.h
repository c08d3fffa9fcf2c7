#ifndef XIBGEN_CINOTIFYTOOLS_SHIM_H
#define XIBGEN_CINOTIFYTOOLS_SHIM_H
#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>
#endif

// Hands checked pages of the bundled blob back to the kernel (MarqueeCatalogBlob.h).
//
// Loading the catalog reads every section once, for its checksum, while a run uses only a few of them, and the
// pages a process has read count toward its resident memory until it exits. The blob is constant data mapped
// from the binary's own file and never written, so dropping those pages loses nothing: a later read maps them
// again from the page cache.

#include "MarqueeCatalogBlob.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

void marquee_catalog_release(const void *start, size_t length) {
    uintptr_t blob = (uintptr_t)marquee_catalog_bytes();
    uintptr_t low = (uintptr_t)start;
    uintptr_t high = low + length;
    if (high < low) return;
    if (low < blob) low = blob;
    if (high > blob + marquee_catalog_length()) high = blob + marquee_catalog_length();
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) return;
    // Only whole pages: a page the blob shares with other data is never dropped.
    low = (low + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    high &= ~((uintptr_t)page - 1);
    if (high > low) (void)madvise((void *)low, high - low, MADV_DONTNEED);
}

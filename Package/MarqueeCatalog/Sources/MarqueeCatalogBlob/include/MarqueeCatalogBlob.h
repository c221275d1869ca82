// The bundled catalog blob, compiled into the binary (blob.c). Read it through MarqueeData's CatalogBlob.
#ifndef MARQUEE_CATALOG_BLOB_H
#define MARQUEE_CATALOG_BLOB_H

#include <stddef.h>

/// The first byte of the bundled catalog blob, aligned to 16 bytes.
const unsigned char *marquee_catalog_bytes(void);

/// The length of the bundled catalog blob in bytes.
size_t marquee_catalog_length(void);

/// Hands the resident pages of a range of the bundled blob back to the kernel, for a range just checked and not
/// needed again soon. The bytes stay valid: a later read maps them again from the binary's file.
///
/// Acts only on whole pages inside the bundled blob, so any other range, or the part of one outside the blob,
/// is left alone.
void marquee_catalog_release(const void *start, size_t length);

#endif

// The bundled catalog blob, compiled into the binary (blob.c). Read it through MarqueeData's CatalogBlob.
#ifndef MARQUEE_CATALOG_BLOB_H
#define MARQUEE_CATALOG_BLOB_H

#include <stddef.h>

/// The first byte of the bundled catalog blob, aligned to 16 bytes.
const unsigned char *marquee_catalog_bytes(void);

/// The length of the bundled catalog blob in bytes.
size_t marquee_catalog_length(void);

#endif

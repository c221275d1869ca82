// The system's zlib (Debian: zlib1g-dev), for reading IMDb's gzipped datasets as a stream.
#include <zlib.h>

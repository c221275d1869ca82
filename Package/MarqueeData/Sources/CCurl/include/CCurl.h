#ifndef C_CURL_H
#define C_CURL_H

// A narrow, non-variadic view of libcurl for Swift, loaded with dlopen on first use.
//
// Why dlopen: a command that never goes online should never map libcurl and the dozens of libraries it pulls
// in. Why our own declarations: the handful of option numbers below are libcurl's stable ABI, so building
// Marquee needs no curl development headers. Why wrappers: curl_easy_setopt is
// variadic, which Swift cannot call.

#include <stddef.h>
#include <stdint.h>

/// The functions of one loaded libcurl.
typedef struct mq_curl mq_curl;

/// Receives body bytes or one header line; returns `size` to go on, 0 to abort, or MQ_WRITE_PAUSE.
typedef size_t (*mq_data_callback)(char *data, size_t one, size_t size, void *context);

// Options (CURLOPT_*), with libcurl's numbers.
#define MQ_OPT_WRITEDATA 10001
#define MQ_OPT_URL 10002
#define MQ_OPT_ERRORBUFFER 10010
#define MQ_OPT_WRITEFUNCTION 20011
#define MQ_OPT_HTTPHEADER 10023
#define MQ_OPT_HEADERDATA 10029
#define MQ_OPT_CUSTOMREQUEST 10036
#define MQ_OPT_NOBODY 44
#define MQ_OPT_POST 47
#define MQ_OPT_FOLLOWLOCATION 52
#define MQ_OPT_CAINFO 10065
#define MQ_OPT_MAXREDIRS 68
#define MQ_OPT_HEADERFUNCTION 20079
#define MQ_OPT_HTTPGET 80
#define MQ_OPT_NOSIGNAL 99
#define MQ_OPT_ACCEPT_ENCODING 10102
#define MQ_OPT_PRIVATE 10103
#define MQ_OPT_POSTFIELDSIZE_LARGE 30120
#define MQ_OPT_TIMEOUT_MS 155
#define MQ_OPT_CONNECTTIMEOUT_MS 156
#define MQ_OPT_POSTREDIR 161
#define MQ_OPT_COPYPOSTFIELDS 10165
#define MQ_OPT_PROTOCOLS_STR 10318
#define MQ_OPT_REDIR_PROTOCOLS_STR 10319

// Results (CURLcode) the transport tells apart.
#define MQ_OK 0
#define MQ_UNSUPPORTED_PROTOCOL 1
#define MQ_URL_MALFORMAT 3
#define MQ_COULDNT_RESOLVE_PROXY 5
#define MQ_COULDNT_RESOLVE_HOST 6
#define MQ_COULDNT_CONNECT 7
#define MQ_WEIRD_SERVER_REPLY 8
#define MQ_PARTIAL_FILE 18
#define MQ_WRITE_ERROR 23
#define MQ_OPERATION_TIMEDOUT 28
#define MQ_SSL_CONNECT_ERROR 35
#define MQ_ABORTED_BY_CALLBACK 42
#define MQ_TOO_MANY_REDIRECTS 47
#define MQ_GOT_NOTHING 52
#define MQ_SEND_ERROR 55
#define MQ_RECV_ERROR 56
#define MQ_PEER_FAILED_VERIFICATION 60
#define MQ_BAD_CONTENT_ENCODING 61
#define MQ_SSL_CACERT_BADFILE 77

/// What a write callback returns to pause the transfer until `mq_easy_pause(..., MQ_PAUSE_CONT)`.
static const size_t MQ_WRITE_PAUSE = 0x10000001;
/// Unpauses both directions (CURLPAUSE_CONT).
#define MQ_PAUSE_CONT 0
/// Follow 301, 302 and 303 with the method and body too (CURL_REDIR_POST_ALL); 307 and 308 always keep them.
#define MQ_REDIR_POST_ALL 7L

/// Loads libcurl from `name` once per name and resolves every function the transport uses.
/// On failure returns NULL and writes why into `error`.
const mq_curl *mq_curl_open(const char *name, char *error, size_t error_size);

void *mq_easy_init(const mq_curl *curl);
void mq_easy_cleanup(const mq_curl *curl, void *easy);
int mq_easy_setopt_long(const mq_curl *curl, void *easy, int option, long value);
int mq_easy_setopt_pointer(const mq_curl *curl, void *easy, int option, const void *value);
int mq_easy_setopt_offset(const mq_curl *curl, void *easy, int option, int64_t value);
int mq_easy_setopt_callback(const mq_curl *curl, void *easy, int option, mq_data_callback value);
int mq_easy_pause(const mq_curl *curl, void *easy, int bitmask);
const char *mq_easy_strerror(const mq_curl *curl, int code);

void *mq_slist_append(const mq_curl *curl, void *list, const char *value);
void mq_slist_free_all(const mq_curl *curl, void *list);

void *mq_multi_init(const mq_curl *curl);
int mq_multi_add_handle(const mq_curl *curl, void *multi, void *easy);
int mq_multi_remove_handle(const mq_curl *curl, void *multi, void *easy);
int mq_multi_perform(const mq_curl *curl, void *multi, int *running);
/// Sleeps in the kernel until a socket is ready, libcurl's next timer, `timeout_ms`, or `mq_multi_wakeup`.
int mq_multi_poll(const mq_curl *curl, void *multi, int timeout_ms);
/// Ends a `mq_multi_poll` early; safe from any thread.
int mq_multi_wakeup(const mq_curl *curl, void *multi);
/// Takes the next finished transfer: returns 1 and fills `easy` and `result`, or 0 when none is left.
int mq_multi_next_done(const mq_curl *curl, void *multi, void **easy, int *result);

#endif

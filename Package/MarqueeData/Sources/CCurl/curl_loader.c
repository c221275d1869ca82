// Loads libcurl with dlopen and forwards to it; see CCurl.h for why.
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mq_curl {
    void *library;
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_pause)(void *, int);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
    void *(*multi_init)(void);
    int (*multi_add_handle)(void *, void *);
    int (*multi_remove_handle)(void *, void *);
    int (*multi_perform)(void *, int *);
    int (*multi_poll)(void *, void *, unsigned, int, int *);
    int (*multi_wakeup)(void *);
    void *(*multi_info_read)(void *, int *);
};

// The part of libcurl's CURLMsg that is read: what happened, to which handle, and its CURLcode.
struct mq_message {
    int msg;
    void *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
};

enum { MQ_GLOBAL_ALL = 3, MQ_MESSAGE_DONE = 1, MQ_MAX_LIBRARIES = 4 };

static pthread_mutex_t loaded_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    char name[256];
    struct mq_curl *curl;
} loaded[MQ_MAX_LIBRARIES];
static int loaded_count;

#define MQ_RESOLVE(field, symbol)                                                                          \
    do {                                                                                                   \
        *(void **)(&curl->field) = dlsym(library, symbol);                                                 \
        if (curl->field == NULL) {                                                                         \
            snprintf(error, error_size, "%s has no %s (libcurl 7.68 or later is needed)", name, symbol);   \
            goto fail;                                                                                     \
        }                                                                                                  \
    } while (0)

static struct mq_curl *load(const char *name, char *error, size_t error_size) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(error, error_size, "%s", reason != NULL ? reason : "dlopen failed");
        return NULL;
    }
    struct mq_curl *curl = calloc(1, sizeof *curl);
    if (curl == NULL) {
        snprintf(error, error_size, "out of memory");
        dlclose(library);
        return NULL;
    }
    curl->library = library;
    MQ_RESOLVE(global_init, "curl_global_init");
    MQ_RESOLVE(easy_init, "curl_easy_init");
    MQ_RESOLVE(easy_cleanup, "curl_easy_cleanup");
    MQ_RESOLVE(easy_setopt, "curl_easy_setopt");
    MQ_RESOLVE(easy_pause, "curl_easy_pause");
    MQ_RESOLVE(easy_strerror, "curl_easy_strerror");
    MQ_RESOLVE(slist_append, "curl_slist_append");
    MQ_RESOLVE(slist_free_all, "curl_slist_free_all");
    MQ_RESOLVE(multi_init, "curl_multi_init");
    MQ_RESOLVE(multi_add_handle, "curl_multi_add_handle");
    MQ_RESOLVE(multi_remove_handle, "curl_multi_remove_handle");
    MQ_RESOLVE(multi_perform, "curl_multi_perform");
    MQ_RESOLVE(multi_poll, "curl_multi_poll");
    MQ_RESOLVE(multi_wakeup, "curl_multi_wakeup");
    MQ_RESOLVE(multi_info_read, "curl_multi_info_read");
    if (curl->global_init(MQ_GLOBAL_ALL) != MQ_OK) {
        snprintf(error, error_size, "curl_global_init failed in %s", name);
        goto fail;
    }
    return curl;
fail:
    free(curl);
    dlclose(library);
    return NULL;
}

const mq_curl *mq_curl_open(const char *name, char *error, size_t error_size) {
    if (strlen(name) >= sizeof loaded[0].name) {
        snprintf(error, error_size, "library name too long");
        return NULL;
    }
    pthread_mutex_lock(&loaded_lock);
    struct mq_curl *curl = NULL;
    for (int index = 0; index < loaded_count; index++) {
        if (strcmp(loaded[index].name, name) == 0) curl = loaded[index].curl;
    }
    if (curl == NULL) {
        curl = load(name, error, error_size);
        // Loaded libraries stay for the life of the process; a few names at most are ever asked for.
        if (curl != NULL && loaded_count < MQ_MAX_LIBRARIES) {
            strcpy(loaded[loaded_count].name, name);
            loaded[loaded_count].curl = curl;
            loaded_count++;
        }
    }
    pthread_mutex_unlock(&loaded_lock);
    return curl;
}

void *mq_easy_init(const mq_curl *curl) { return curl->easy_init(); }
void mq_easy_cleanup(const mq_curl *curl, void *easy) { curl->easy_cleanup(easy); }

int mq_easy_setopt_long(const mq_curl *curl, void *easy, int option, long value) {
    return curl->easy_setopt(easy, option, value);
}

int mq_easy_setopt_pointer(const mq_curl *curl, void *easy, int option, const void *value) {
    return curl->easy_setopt(easy, option, value);
}

int mq_easy_setopt_offset(const mq_curl *curl, void *easy, int option, int64_t value) {
    return curl->easy_setopt(easy, option, value);
}

int mq_easy_setopt_callback(const mq_curl *curl, void *easy, int option, mq_data_callback value) {
    return curl->easy_setopt(easy, option, value);
}

int mq_easy_pause(const mq_curl *curl, void *easy, int bitmask) { return curl->easy_pause(easy, bitmask); }
const char *mq_easy_strerror(const mq_curl *curl, int code) { return curl->easy_strerror(code); }

void *mq_slist_append(const mq_curl *curl, void *list, const char *value) { return curl->slist_append(list, value); }
void mq_slist_free_all(const mq_curl *curl, void *list) { curl->slist_free_all(list); }

void *mq_multi_init(const mq_curl *curl) { return curl->multi_init(); }
int mq_multi_add_handle(const mq_curl *curl, void *multi, void *easy) { return curl->multi_add_handle(multi, easy); }

int mq_multi_remove_handle(const mq_curl *curl, void *multi, void *easy) {
    return curl->multi_remove_handle(multi, easy);
}

int mq_multi_perform(const mq_curl *curl, void *multi, int *running) { return curl->multi_perform(multi, running); }
int mq_multi_poll(const mq_curl *curl, void *multi, int timeout_ms) {
    return curl->multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
int mq_multi_wakeup(const mq_curl *curl, void *multi) { return curl->multi_wakeup(multi); }

int mq_multi_next_done(const mq_curl *curl, void *multi, void **easy, int *result) {
    int left = 0;
    struct mq_message *message;
    while ((message = curl->multi_info_read(multi, &left)) != NULL) {
        if (message->msg == MQ_MESSAGE_DONE) {
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

/* Budgets: the capped allocator, the instruction/time hook and library charges. */

#include "sandbox_internal.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *tartine_abort_text(int reason) {
    switch (reason) {
    case TARTINE_ABORT_MEMORY: return "not enough memory";
    case TARTINE_ABORT_INSTRUCTIONS: return "instruction limit exceeded";
    case TARTINE_ABORT_TIME: return "time limit exceeded";
    default: return "aborted";
    }
}

/* The time guard's clock: the CPU time of the calling thread, which runs every call of a
   sandbox from its start to its end (host functions and the collector included). A loaded
   machine that leaves the thread waiting does not advance it, so the guard trips on work that
   runs long, never on a busy neighbour. */
double tartine_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

void tartine_record_abort(lua_State *L, tartine_sandbox *S, int reason, int level) {
    if (S->abort_reason == TARTINE_ABORT_NONE) {
        S->abort_reason = reason;
        tartine_where(L, level, S->abort_chunk, sizeof S->abort_chunk, &S->abort_line);
    }
    /* From now on every instruction raises again: a pcall in the script cannot swallow it. */
    lua_sethook(L, tartine_count_hook, LUA_MASKCOUNT, 1);
}

/* Runs every TARTINE_HOOK_PERIOD instructions (every instruction once aborted). Raising from a
   hook is allowed; note that hooks are off while it runs, which is why xpcall handlers are
   guarded (sandbox_base.c) and skip user code once an abort is recorded. */
void tartine_count_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (S->abort_reason == TARTINE_ABORT_NONE) {
        S->instructions += TARTINE_HOOK_PERIOD;
        int reason = TARTINE_ABORT_NONE;
        if (S->instructions > S->instruction_budget) {
            reason = TARTINE_ABORT_INSTRUCTIONS;
        } else if (tartine_now() > S->deadline) {
            reason = TARTINE_ABORT_TIME;
        }
        if (reason == TARTINE_ABORT_NONE) return;
        tartine_record_abort(L, S, reason, 0);
    }
    lua_pushstring(L, tartine_abort_text(S->abort_reason));
    lua_error(L);
}

void tartine_charge(lua_State *L, lua_Integer units) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (!S->running) return;
    if (S->abort_reason == TARTINE_ABORT_NONE) {
        if (units < 0) units = 0;
        int reason = TARTINE_ABORT_NONE;
        if (units > S->instruction_budget - S->instructions) {
            S->instructions = S->instruction_budget + 1;
            reason = TARTINE_ABORT_INSTRUCTIONS;
        } else {
            S->instructions += units;
            if (tartine_now() > S->deadline) reason = TARTINE_ABORT_TIME;
        }
        if (reason == TARTINE_ABORT_NONE) return;
        tartine_record_abort(L, S, reason, 1);
    }
    lua_pushstring(L, tartine_abort_text(S->abort_reason));
    lua_error(L);
}

/* Charges `growth` bytes allocated while code runs: one instruction per
   TARTINE_BYTES_PER_INSTRUCTION bytes, whatever allocated them (`..`, a library function's
   result or buffer, a table or the stack growing, a host reply). The allocator cannot raise:
   crossing the budget records the abort, which re-arms the hook to raise at the next
   instruction (lua_sethook may be called anywhere). */
static void charge_allocation(tartine_sandbox *S, size_t growth) {
    if (!S->running || S->L == NULL) return;
    S->uncharged += growth;
    if (S->uncharged < TARTINE_BYTES_PER_INSTRUCTION) return;
    int64_t units = (int64_t)(S->uncharged / TARTINE_BYTES_PER_INSTRUCTION);
    S->uncharged %= TARTINE_BYTES_PER_INSTRUCTION;
    S->instructions = units > INT64_MAX - S->instructions ? INT64_MAX : S->instructions + units;
    if (S->instructions > S->instruction_budget && S->abort_reason == TARTINE_ABORT_NONE) {
        tartine_record_abort(S->L, S, TARTINE_ABORT_INSTRUCTIONS, 0);
    }
}

/* Reserves `growth` bytes in the pool S shares, if any. Returns 0 when they do not fit. */
static int reserve_shared(tartine_sandbox *S, size_t growth) {
    if (S->pool == NULL || growth == 0) return 1;
    size_t before = atomic_fetch_add(&S->pool->used, growth);
    if (before > S->pool->limit || growth > S->pool->limit - before) {
        atomic_fetch_sub(&S->pool->used, growth);
        return 0;
    }
    return 1;
}

static void release_shared(tartine_sandbox *S, size_t bytes) {
    if (S->pool != NULL && bytes > 0) atomic_fetch_sub(&S->pool->used, bytes);
}

tartine_pool *tartine_pool_new(size_t limit) {
    tartine_pool *pool = calloc(1, sizeof *pool);
    if (pool == NULL) return NULL;
    atomic_init(&pool->used, 0);
    pool->limit = limit;
    return pool;
}

void tartine_pool_free(tartine_pool *pool) { free(pool); }

size_t tartine_pool_used(const tartine_pool *pool) { return atomic_load(&((tartine_pool *)pool)->used); }

int tartine_sandbox_share(tartine_sandbox *S, tartine_pool *pool) {
    if (S->pool != NULL) return 0;
    S->pool = pool;
    if (!reserve_shared(S, S->used)) {
        S->pool = NULL;
        return 0;
    }
    return 1;
}

int tartine_sandbox_pool_refused(const tartine_sandbox *S) { return S->pool_refused; }

/* The lua_Alloc. Growth past the cap is refused (Lua then raises "not enough memory"). Lua
   answers a refusal with an emergency full GC and asks again for the same block: that second
   refusal is final and recorded as a memory abort (the run fails even if the script catches the
   error). Shrinks and frees always succeed, as Lua requires. Growth is charged as instructions
   (charge_allocation) and reserved in the pool the sandbox shares, if any (reserve_shared). */
void *tartine_alloc(void *ud, void *block, size_t old_size, size_t new_size) {
    tartine_sandbox *S = ud;
    size_t old = block ? old_size : 0;
    if (new_size == 0) {
        if (block != NULL) tartine_forget_object(S, block);
        free(block);
        S->used -= old;
        release_shared(S, old);
        return NULL;
    }
    size_t growth = new_size > old ? new_size - old : 0;
    int own = growth > 0 && (growth > S->limit || S->used > S->limit - growth);
    int shared = !own && !reserve_shared(S, growth);
    if (own || shared) {
        S->pool_refused = shared;
        int retry = S->refusal_pending && S->refused_block == block && S->refused_old == old &&
                    S->refused_new == new_size;
        if (retry) {
            S->refusal_pending = 0;
            if (S->running && S->L) tartine_record_abort(S->L, S, TARTINE_ABORT_MEMORY, 0);
        } else {
            /* Not an abort yet, but remember where: a memory error that is raised without a
               retry (luaL_Buffer boxes call the allocator directly) is reported at this line. */
            if (S->running && S->L && S->abort_reason == TARTINE_ABORT_NONE) {
                tartine_where(S->L, 0, S->abort_chunk, sizeof S->abort_chunk, &S->abort_line);
            }
            S->refusal_pending = 1;
            S->refused_block = block;
            S->refused_old = old;
            S->refused_new = new_size;
        }
        return NULL;
    }
    void *result = realloc(block, new_size);
    if (result == NULL) {
        release_shared(S, growth);
        return NULL;
    }
    if (block == NULL && old_size != 0) {
        /* a new object of type old_size: number it (tables, functions, userdata, threads) */
        if (!tartine_number_object(S, result, old_size)) {
            free(result);
            release_shared(S, growth);
            return NULL;
        }
        S->last_numbered = result;
    }
    if (new_size > old) {
        S->refusal_pending = 0;
        charge_allocation(S, growth);
    }
    if (old > new_size) release_shared(S, old - new_size);
    S->used = S->used - old + new_size;
    if (S->used > S->peak) S->peak = S->used;
    return result;
}

#ifndef TARTINE_SANDBOX_INTERNAL_H
#define TARTINE_SANDBOX_INTERNAL_H

/* Private to CLuaSandbox: the sandbox struct and the helpers its files share. */

#define _POSIX_C_SOURCE 200809L

#include "CLuaSandbox.h"

#include <stdatomic.h>

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

#define TARTINE_CHUNK_SIZE 256

/* An object's creation number (sandbox_names.c). */
typedef struct tartine_object_slot {
    const void *block;
    uint64_t number;
} tartine_object_slot;

/* Memory several sandboxes share (sandbox_budget.c). */
struct tartine_pool {
    _Atomic size_t used;
    size_t limit;
};

typedef enum reply_kind { REPLY_VALUES = 0, REPLY_LOAD = 1 } reply_kind;

struct tartine_sandbox {
    lua_State *L;

    /* memory (sandbox_budget.c) */
    size_t used, limit, peak;
    tartine_pool *pool;            /* memory shared with other sandboxes (NULL: none) */
    int pool_refused;              /* the last refusal was the pool's, not this state's cap */
    size_t uncharged;              /* bytes allocated in this run not yet charged as instructions */
    int refusal_pending;           /* a growth request was refused; Lua may retry after a GC */
    const void *refused_block;
    size_t refused_old, refused_new;

    /* object numbers (sandbox_names.c): block -> creation number, per type */
    tartine_object_slot *objects;
    size_t object_capacity, object_count;
    uint64_t created[4];           /* tables, functions, userdata, threads made so far */
    const void *last_numbered;
    ptrdiff_t userdata_offset[3];  /* lua_touserdata minus the block, for 0, 1, 2 user values */

    /* run state */
    int running;                   /* inside tartine_sandbox_run / _call */
    int started;                   /* the chunk or function was called (instructions ran) */
    int64_t instructions, instruction_budget;
    double deadline;

    /* abort record */
    int abort_reason;
    int abort_line;
    char abort_chunk[TARTINE_CHUNK_SIZE];

    /* failure report */
    char *message;
    size_t message_length;
    char *traceback;
    size_t traceback_length;
    int host_error;
    int host_error_stored;
    uint64_t view_generation;      /* the current (or last) handler call, named by its views */
    int views_live;                /* a handler call is running: its views can be read */
    tartine_view_callback view;         /* the registry holds a host error value (see forget_host_error) */
    tartine_view_miss_callback view_miss; /* words a read of a field a view can never have */
    char **field_names;                 /* the view fields' names by key, copied from the host */
    size_t field_count;

    /* host callbacks */
    tartine_host_callback host;
    tartine_log_callback log;
    void *context;

    /* the pending host reply */
    int64_t host_units;            /* charged by the trampoline when the host callback returns */
    reply_kind reply;
    tartine_op *reply_ops;
    size_t reply_op_count, reply_op_capacity;
    char *reply_bytes;
    size_t reply_byte_count, reply_byte_capacity;
    char *reply_chunk;
    char *error_text;
    size_t error_length;
};

/* Registry keys (addresses only). */
extern const char tartine_key_env;        /* the sandbox environment table */
extern const char tartine_key_host_error; /* the last error value raised for a host function */
extern const char tartine_key_refs;       /* function -> registry slot */
extern const char tartine_key_names;      /* builtin function -> its name */
extern const char tartine_key_order;      /* table -> its keys in iteration order (weak keys) */

/* sandbox_budget.c */
void *tartine_alloc(void *ud, void *block, size_t old_size, size_t new_size);
double tartine_now(void);
void tartine_count_hook(lua_State *L, lua_Debug *ar);
/* Records `reason` (first one wins) with the position of the first Lua frame at or above
   `level`, and re-arms the hook so every further instruction raises. */
void tartine_record_abort(lua_State *L, tartine_sandbox *S, int reason, int level);
/* Adds `units` to the instruction count and checks the clock; raises when a budget is spent. */
void tartine_charge(lua_State *L, lua_Integer units);
const char *tartine_abort_text(int reason);

/* sandbox_cost.c */
/* Wraps every function of the environment at `env` (and its libraries) and the string
   metatable's arithmetic in the charge of its cost rule; raises for a function without one. */
void tartine_wrap_environment(lua_State *L, int env);
/* Units for reading the string at `index` byte by byte (0 for anything else). */
lua_Integer tartine_string_units(lua_State *L, int index);
/* The upvalue where a function that charges its rule itself (a guard, whose rule's `wrap` is 2)
   finds its rule; upvalue 1 is the library's function it guards. */
#define TARTINE_RULE_UPVALUE 2
/* Charges the rule at upvalue TARTINE_RULE_UPVALUE of the running C function. */
void tartine_charge_rule(lua_State *L);
/* Wraps the functions of the library table at `table` that are not wrapped yet (the private
   string table is wrapped before the `string` global copies it, so both hold the same values). */
void tartine_wrap_library(lua_State *L, int table, const char *library);

/* sandbox_names.c */
/* Records the creation number of the object whose block was just made (`tag` is the old_size
   Lua passed: the object's type). Returns 0 when the map cannot grow. */
int tartine_number_object(tartine_sandbox *S, const void *block, size_t tag);
void tartine_forget_object(tartine_sandbox *S, const void *block);
/* The creation number of the table, function, userdata or thread at `index` (0 for none). */
uint64_t tartine_object_number(lua_State *L, int index);
void tartine_measure_userdata(lua_State *L);
/* Makes the registry's names table (builtin function -> the static C string of its name, as a
   light userdata); the cost model's wrapping fills it (sandbox_cost.c). */
void tartine_new_names(lua_State *L);
/* Names the iterators ipairs and utf8.codes return (light C functions without a number). */
void tartine_name_iterators(lua_State *L, int env);
/* The name of the builtin function at `index` (static storage), or NULL. */
const char *tartine_builtin_name(lua_State *L, int index);
/* luaL_tolstring without addresses: pushes the text of the value at `index`. */
const char *tartine_tolstring(lua_State *L, int index, size_t *length);
int tartine_sandbox_tostring(lua_State *L);
/* Pushes the text of the float at `index` when it is NaN or infinite ("nan", "inf", "-inf", the
   same on every processor) and returns 1; returns 0 for any other value. */
int tartine_push_special_number(lua_State *L, int index);
int tartine_safe_format(lua_State *L);

/* sandbox_state.c */
tartine_sandbox *tartine_sandbox_of(lua_State *L);
/* First Lua frame at or above `level`: its chunk name (without '='/'@') and current line. */
int tartine_where(lua_State *L, int level, char *chunk, size_t size, int *line);
void tartine_push_env(lua_State *L);
void tartine_copy_text(char **buffer, size_t *length, const char *text, size_t count);

/* sandbox_values.c */
/* Runs ops, pushing the values they describe. Raises on malformed ops or memory. */
void tartine_push_ops(lua_State *L, const tartine_op *ops, size_t count, const char *bytes,
                      size_t byte_count, int argument_count);

/* sandbox_views.c */
/* Makes the views' metatable, the metatable of every light userdata (in the environment). */
void tartine_make_view_metatable(lua_State *L);
/* Pushes the running handler's event view and its toast view (or nil). */
void tartine_push_views(lua_State *L, int has_toast);

/* sandbox_env.c, sandbox_base.c, sandbox_patterns.c, sandbox_tables.c, sandbox_host.c */
int tartine_open_environment(lua_State *L);
int tartine_sandbox_setmetatable(lua_State *L);
int tartine_sandbox_xpcall(lua_State *L);
int tartine_sandbox_pairs(lua_State *L);
int tartine_sandbox_next(lua_State *L);
int tartine_sandbox_log(lua_State *L);
void tartine_add_string_functions(lua_State *L, int string_library, int target);
void tartine_add_table_functions(lua_State *L, int table_library, int target);
int tartine_host_trampoline(lua_State *L);

#endif

/* One iteration order for every table, on every machine: `pairs` and `next` both walk
 *
 *   numbers (ascending, an integer before an equal float), strings (bytewise), false, true,
 *   then the other keys by type (views, tables, functions, userdata, threads) and within a type
 *   by creation number (sandbox_names.c); builtin functions come first among functions, by name.
 *
 * so neither Lua's per-state hash seed nor heap addresses decide what a script sees first.
 * `pairs` sorts the keys once and returns an iterator over them. The sandbox's `next` is the
 * same order one step at a time: next(t, nil) finds the first key with one scan; next(t, k) sorts
 * t's keys on its first use in a traversal and keeps them (a table of iteration orders, weak in
 * its keys), so each further step is O(1). Keys removed during a traversal are skipped; keys
 * added during one may or may not be visited (as in Lua), the same way every run. Sorting n
 * keys charges n * (1 + ceil(log2 n)) instructions (TARTINE_ELEMENT_COST each); a first key,
 * one per key.
 */

#include "sandbox_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct key_entry {
    int rank;            /* 0 numbers, 1 strings, 2 booleans, 3 anything else */
    int type;            /* rank 3: the Lua type */
    int sub;             /* rank 3 functions: 0 builtin (by name), 1 numbered, 2 neither */
    int is_integer;
    lua_Integer integer;
    lua_Number number;
    const char *string;  /* strings, and builtin names (kept alive by the registry) */
    size_t length;
    uint64_t creation;   /* rank 3: creation number, or a view's handle */
    size_t position;     /* order met in lua_next (the last tie breaker) */
} key_entry;

static void describe(lua_State *L, int index, size_t position, key_entry *e) {
    memset(e, 0, sizeof *e);
    e->position = position;
    int type = lua_type(L, index);
    switch (type) {
    case LUA_TNUMBER:
        e->rank = 0;
        e->is_integer = lua_isinteger(L, index);
        e->integer = lua_tointegerx(L, index, NULL);
        e->number = lua_tonumberx(L, index, NULL);
        return;
    case LUA_TSTRING:
        e->rank = 1;
        e->string = lua_tolstring(L, index, &e->length); /* a key: alive while the table has it */
        return;
    case LUA_TBOOLEAN:
        e->rank = 2;
        e->integer = lua_toboolean(L, index);
        return;
    default:
        break;
    }
    e->rank = 3;
    e->type = type;
    if (type == LUA_TLIGHTUSERDATA) {
        e->creation = (uint64_t)(uintptr_t)lua_touserdata(L, index);
        return;
    }
    const char *builtin = type == LUA_TFUNCTION ? tartine_builtin_name(L, index) : NULL;
    if (builtin != NULL) {
        e->string = builtin; /* a static string */
        e->length = strlen(builtin);
        return;
    }
    e->creation = tartine_object_number(L, index);
    e->sub = e->creation != 0 ? 1 : 2;
}

static int compare_numbers(const key_entry *a, const key_entry *b) {
    if (a->is_integer && b->is_integer) return (a->integer > b->integer) - (a->integer < b->integer);
    lua_Number x = a->is_integer ? (lua_Number)a->integer : a->number;
    lua_Number y = b->is_integer ? (lua_Number)b->integer : b->number;
    if (x != y) return (x > y) - (x < y);
    return b->is_integer - a->is_integer;
}

static int compare_bytes(const key_entry *a, const key_entry *b) {
    size_t shortest = a->length < b->length ? a->length : b->length;
    int order = shortest ? memcmp(a->string, b->string, shortest) : 0;
    return order != 0 ? order : (a->length > b->length) - (a->length < b->length);
}

static int compare_keys(const void *left, const void *right) {
    const key_entry *a = left, *b = right;
    if (a->rank != b->rank) return a->rank - b->rank;
    int order = 0;
    if (a->rank == 0) {
        order = compare_numbers(a, b);
    } else if (a->rank == 1) {
        order = compare_bytes(a, b);
    } else if (a->rank == 2) {
        order = (int)a->integer - (int)b->integer;
    } else if (a->type != b->type) {
        order = a->type - b->type;
    } else if (a->sub != b->sub) {
        order = a->sub - b->sub;
    } else if (a->sub == 0 && a->type == LUA_TFUNCTION) {
        order = compare_bytes(a, b);
    } else {
        order = (a->creation > b->creation) - (a->creation < b->creation);
    }
    if (order != 0) return order;
    return (a->position > b->position) - (a->position < b->position);
}

/* Pushes a table holding the keys of the table at `table` in iteration order (1...n) and, at
   field "p", the position of each key. Charges one instruction per key. */
static void push_order(lua_State *L, int table) {
    table = lua_absindex(L, table);
    luaL_checkstack(L, 8, "no room to order the keys");
    lua_newtable(L); /* keys in lua_next order */
    int met = lua_gettop(L);
    size_t count = 0;
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, met, (lua_Integer)++count);
    }
    lua_Integer passes = 1;
    for (size_t width = 1; width < count; width *= 2) passes++;
    tartine_charge(L, (lua_Integer)count * passes * TARTINE_ELEMENT_COST);
    key_entry *entries = lua_newuserdatauv(L, (count ? count : 1) * sizeof *entries, 0);
    for (size_t i = 0; i < count; i++) {
        lua_rawgeti(L, met, (lua_Integer)i + 1);
        describe(L, -1, i, &entries[i]);
        lua_pop(L, 1);
    }
    qsort(entries, count, sizeof *entries, compare_keys);
    int hint = (int)(count < (1u << 20) ? count : (1u << 20));
    lua_createtable(L, hint, 1); /* the order */
    int order = lua_gettop(L);
    lua_createtable(L, 0, hint); /* key -> position */
    int positions = lua_gettop(L);
    for (size_t i = 0; i < count; i++) {
        lua_rawgeti(L, met, (lua_Integer)entries[i].position + 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, order, (lua_Integer)i + 1);
        lua_pushinteger(L, (lua_Integer)i + 1);
        lua_rawset(L, positions);
    }
    lua_setfield(L, order, "p");
    lua_replace(L, met);
    lua_settop(L, met);
}

/* Pushes the first key after *position in `order` that `table` still has, with its value, sets
   *position to it and returns 2; or pushes nil and returns 1 at the end. */
static int push_after(lua_State *L, int table, int order, lua_Integer *position) {
    for (;;) {
        if (lua_rawgeti(L, order, ++*position) == LUA_TNIL) return 1;
        lua_pushvalue(L, -1);
        if (lua_rawget(L, table) != LUA_TNIL) return 2;
        lua_pop(L, 2);
    }
}

/* The iterator pairs returns: upvalues 1 the table, 2 the order, 3 the last position. */
static int ordered_next(lua_State *L) {
    lua_Integer position = lua_tointegerx(L, lua_upvalueindex(3), NULL);
    int results = push_after(L, lua_upvalueindex(1), lua_upvalueindex(2), &position);
    lua_pushinteger(L, results == 2 ? position : position - 1);
    lua_replace(L, lua_upvalueindex(3));
    return results;
}

/* pairs(t): honours __pairs; otherwise the keys in the order above. */
int tartine_sandbox_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    push_order(L, 1);
    lua_pushvalue(L, 1);
    lua_insert(L, -2);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, ordered_next, 3);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/* next(t, nil): the first key in the order, by one scan. */
static int first_key(lua_State *L) {
    key_entry best, entry;
    size_t count = 0;
    lua_pushnil(L); /* 3: the best key so far */
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        describe(L, -1, count, &entry);
        if (count == 0 || compare_keys(&entry, &best) < 0) {
            best = entry;
            lua_pushvalue(L, -1);
            lua_replace(L, 3);
        }
        count++;
    }
    tartine_charge(L, (lua_Integer)count);
    if (count == 0) return 1; /* nil */
    lua_pushvalue(L, 3);
    lua_rawget(L, 1);
    return 2;
}

/* next(t, k) in the order pairs walks. */
int tartine_sandbox_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_order); /* 3: table -> order */
    int orders = 3;
    if (lua_isnil(L, 2)) {
        /* a new traversal: forget the order of the last one */
        lua_pushvalue(L, 1);
        if (lua_rawget(L, orders) != LUA_TNIL) {
            lua_pushvalue(L, 1);
            lua_pushnil(L);
            lua_rawset(L, orders);
        }
        lua_settop(L, 2);
        return first_key(L);
    }
    lua_pushvalue(L, 1);
    if (lua_rawget(L, orders) != LUA_TTABLE) { /* 4: the order */
        lua_pop(L, 1);
        push_order(L, 1);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, -2);
        lua_rawset(L, orders);
    }
    int order = 4;
    lua_getfield(L, order, "p");
    lua_pushvalue(L, 2);
    if (lua_rawget(L, -2) == LUA_TNIL) {
        /* a key the order does not know: added since it was made, or not in the table */
        lua_pushvalue(L, 2);
        if (lua_rawget(L, 1) == LUA_TNIL) return luaL_error(L, "invalid key to 'next'");
        lua_settop(L, 3);
        push_order(L, 1);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, -2);
        lua_rawset(L, orders);
        lua_getfield(L, order, "p");
        lua_pushvalue(L, 2);
        lua_rawget(L, -2);
    }
    lua_Integer position = lua_tointegerx(L, -1, NULL);
    lua_settop(L, order);
    int results = push_after(L, 1, order, &position);
    if (results == 1) { /* the end: forget the order (the nil result stays on top) */
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        lua_rawset(L, orders);
    }
    return results;
}

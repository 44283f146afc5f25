/* The `table` library with charged loops.
 *
 * ltablib.c loops in C over element counts taken from arguments or from `#t` (which `__len` can
 * make arbitrarily large): table.move(t, 1, 1e12, 2) or table.insert on a table claiming 2^62
 * elements would spin without the hook ever firing. Each wrapper charges the number of elements
 * its loop will visit to the instruction budget before calling the original (upvalue 1).
 *
 * `concat` is the sandbox's own: it charges CONCAT_ELEMENT_COST per element and spells NaN and
 * infinities one way. `sort` is the sandbox's own: Lua's quicksort picks a random pivot from clock() and time() for
 * arrays of more than 100 elements, so equal elements (or an inconsistent comparator) came out
 * in an order that changed from run to run. A bottom-up merge sort is stable: equal elements
 * keep their order, every run. It charges n * ceil(log2 n) instructions before it starts.
 */

#include "sandbox_internal.h"

/* Elements in f..e, saturating; 0 when empty. */
static lua_Integer span(lua_Integer first, lua_Integer last) {
    if (last < first) return 0;
    lua_Unsigned count = (lua_Unsigned)last - (lua_Unsigned)first + 1u;
    return count > (lua_Unsigned)LUA_MAXINTEGER || count == 0 ? LUA_MAXINTEGER : (lua_Integer)count;
}

static int call_original(lua_State *L, lua_Integer charge) {
    tartine_charge(L, charge);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static lua_Integer length_of(lua_State *L, int index) {
    luaL_checkany(L, index);
    return luaL_len(L, index);
}

static int charged_insert(lua_State *L) {
    tartine_charge_rule(L);
    lua_Integer charge = lua_gettop(L) == 3 ? length_of(L, 1) : 1;
    return call_original(L, charge);
}

static int charged_remove(lua_State *L) {
    tartine_charge_rule(L);
    lua_Integer charge = lua_gettop(L) >= 2 ? length_of(L, 1) : 1;
    return call_original(L, charge);
}

static int charged_move(lua_State *L) {
    tartine_charge_rule(L);
    lua_Integer first = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    return call_original(L, span(first, last));
}

static int charged_unpack(lua_State *L) {
    tartine_charge_rule(L);
    /* unpack(t, i, j): j defaults to #t */
    lua_Integer first = luaL_optinteger(L, 2, 1);
    lua_Integer last = lua_isnoneornil(L, 3) ? length_of(L, 1) : luaL_checkinteger(L, 3);
    return call_original(L, span(first, last));
}

/* Instructions per element of table.concat (reading it, converting a number, adding it and the
   separator); the bytes it builds are charged by the allocator. */
#define CONCAT_ELEMENT_COST 4

/* table.concat(t [, sep [, i [, j]]]) as ltablib's, charged per element, with NaN and infinite
   numbers spelt one way ("nan", "inf", "-inf") on every processor. */
static int sandbox_concat(lua_State *L) {
    tartine_charge_rule(L);
    luaL_checktype(L, 1, LUA_TTABLE);
    size_t separator_length = 0;
    const char *separator = luaL_optlstring(L, 2, "", &separator_length);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer last = lua_isnoneornil(L, 4) ? length_of(L, 1) : luaL_checkinteger(L, 4);
    lua_Integer count = span(i, last);
    tartine_charge(L, count > LUA_MAXINTEGER / CONCAT_ELEMENT_COST ? LUA_MAXINTEGER : count * CONCAT_ELEMENT_COST);
    luaL_Buffer buffer;
    luaL_buffinit(L, &buffer);
    for (; i <= last; i++) {
        lua_geti(L, 1, i);
        if (!lua_isstring(L, -1)) {
            return luaL_error(L, "invalid value (%s) at index %I in table for 'concat'", luaL_typename(L, -1),
                              (LUAI_UACINT)i);
        }
        if (tartine_push_special_number(L, -1)) lua_remove(L, -2);
        luaL_addvalue(&buffer);
        if (i == last) break; /* i + 1 could overflow */
        luaL_addlstring(&buffer, separator, separator_length);
    }
    luaL_pushresult(&buffer);
    return 1;
}

/* Whether the value at `a` sorts before the one at `b` (the comparator at 2, or `<`). */
static int less_than(lua_State *L, int a, int b) {
    a = lua_absindex(L, a);
    b = lua_absindex(L, b);
    if (lua_isnil(L, 2)) return lua_compare(L, a, b, LUA_OPLT);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a);
    lua_pushvalue(L, b);
    lua_call(L, 2, 1);
    int result = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return result;
}

/* table.sort(t [, comp]): reads t[1..#t] (with metamethods, as Lua's does), merge-sorts them
   and writes them back. */
static int stable_sort(lua_State *L) {
    lua_Integer n = length_of(L, 1);
    if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_settop(L, 2);
    if (n < 2) return 0;
    lua_Integer passes = 0;
    for (lua_Unsigned width = 1; width < (lua_Unsigned)n; width *= 2) passes++;
    tartine_charge(L, n > LUA_MAXINTEGER / passes ? LUA_MAXINTEGER : n * passes);
    luaL_argcheck(L, n < (1 << 26), 1, "array too big");
    lua_createtable(L, (int)n, 0); /* 3 */
    lua_createtable(L, (int)n, 0); /* 4 */
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 1, i);
        lua_rawseti(L, 3, i);
    }
    int from = 3, to = 4;
    for (lua_Integer width = 1; width < n; width *= 2) {
        for (lua_Integer low = 1; low <= n; low += 2 * width) {
            lua_Integer middle = low + width <= n + 1 ? low + width : n + 1;
            lua_Integer high = low + 2 * width <= n + 1 ? low + 2 * width : n + 1;
            lua_Integer i = low, j = middle, k = low;
            while (i < middle && j < high) {
                lua_rawgeti(L, from, i);
                lua_rawgeti(L, from, j);
                if (less_than(L, -1, -2)) {
                    lua_rawseti(L, to, k++);
                    lua_pop(L, 1);
                    j++;
                } else {
                    lua_pop(L, 1);
                    lua_rawseti(L, to, k++);
                    i++;
                }
            }
            for (; i < middle; i++) {
                lua_rawgeti(L, from, i);
                lua_rawseti(L, to, k++);
            }
            for (; j < high; j++) {
                lua_rawgeti(L, from, j);
                lua_rawseti(L, to, k++);
            }
        }
        int swap = from;
        from = to;
        to = swap;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, from, i);
        lua_seti(L, 1, i);
    }
    return 0;
}

/* Copies the table library at `table_library` into the table at `target`, wrapping the loops. */
void tartine_add_table_functions(lua_State *L, int table_library, int target) {
    lua_getfield(L, table_library, "pack");
    lua_setfield(L, target, "pack");

    static const struct {
        const char *name;
        lua_CFunction wrapper;
    } wrapped[] = {
        {"insert", charged_insert}, {"remove", charged_remove}, {"move", charged_move},
        {NULL, NULL},
    };
    for (int i = 0; wrapped[i].name != NULL; i++) {
        lua_getfield(L, table_library, wrapped[i].name);
        lua_pushnil(L); /* its cost rule (sandbox_cost.c) */
        lua_pushcclosure(L, wrapped[i].wrapper, 2);
        lua_setfield(L, target, wrapped[i].name);
    }
    lua_pushcfunction(L, stable_sort);
    lua_setfield(L, target, "sort");
    lua_pushnil(L); /* upvalue 1, unused: concat calls no library function */
    lua_pushnil(L); /* its cost rule (sandbox_cost.c) */
    lua_pushcclosure(L, sandbox_concat, 2);
    lua_setfield(L, target, "concat");
    lua_getfield(L, table_library, "unpack");
    lua_pushnil(L);
    lua_pushcclosure(L, charged_unpack, 2);
    lua_setfield(L, target, "unpack");
}

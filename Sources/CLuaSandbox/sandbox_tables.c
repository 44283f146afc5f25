/* The `table` library with charged loops.
 *
 * ltablib.c loops in C over element counts taken from arguments or from `#t` (which `__len` can
 * make arbitrarily large): table.move(t, 1, 1e12, 2) or table.insert on a table claiming 2^62
 * elements would spin without the hook ever firing. Each wrapper charges the number of elements
 * its loop will visit to the instruction budget before calling the original (upvalue 1).
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
    lua_Integer charge = lua_gettop(L) == 3 ? length_of(L, 1) : 1;
    return call_original(L, charge);
}

static int charged_remove(lua_State *L) {
    lua_Integer charge = lua_gettop(L) >= 2 ? length_of(L, 1) : 1;
    return call_original(L, charge);
}

static int charged_move(lua_State *L) {
    lua_Integer first = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    return call_original(L, span(first, last));
}

static int charged_range(lua_State *L) {
    /* concat(t, sep, i, j) and unpack(t, i, j): j defaults to #t */
    int is_concat = lua_toboolean(L, lua_upvalueindex(2));
    int first_arg = is_concat ? 3 : 2;
    lua_Integer first = luaL_optinteger(L, first_arg, 1);
    lua_Integer last = lua_isnoneornil(L, first_arg + 1) ? length_of(L, 1)
                                                           : luaL_checkinteger(L, first_arg + 1);
    return call_original(L, span(first, last));
}

static int charged_sort(lua_State *L) {
    return call_original(L, length_of(L, 1));
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
        {"sort", charged_sort},     {NULL, NULL},
    };
    for (int i = 0; wrapped[i].name != NULL; i++) {
        lua_getfield(L, table_library, wrapped[i].name);
        lua_pushcclosure(L, wrapped[i].wrapper, 1);
        lua_setfield(L, target, wrapped[i].name);
    }
    lua_getfield(L, table_library, "concat");
    lua_pushboolean(L, 1);
    lua_pushcclosure(L, charged_range, 2);
    lua_setfield(L, target, "concat");
    lua_getfield(L, table_library, "unpack");
    lua_pushboolean(L, 0);
    lua_pushcclosure(L, charged_range, 2);
    lua_setfield(L, target, "unpack");
}

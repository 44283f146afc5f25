/* Rebuilding Swift values in Lua: a flat list of tartine_op, run under protection. */

#include "sandbox_internal.h"

#include <limits.h>

static int size_hint(int64_t value) {
    if (value < 0) return 0;
    return value > (1 << 20) ? (1 << 20) : (int)value;
}

static const char *slice(lua_State *L, const tartine_op *op, const char *bytes, size_t byte_count) {
    if (op->offset > byte_count || op->length > byte_count - op->offset) {
        luaL_error(L, "malformed value description (string out of range)");
    }
    return bytes + op->offset;
}

/* Stack room is checked in steps of this many slots, not per op (an op pushes at most one
   value, plus two for a field's key on the way). */
#define STACK_STEP 32

void tartine_push_ops(lua_State *L, const tartine_op *ops, size_t count, const char *bytes,
                      size_t byte_count, int argument_count) {
    int base = lua_gettop(L);
    int depth = 0, room = 0; /* values pushed above base; slots known free above base */
    for (size_t i = 0; i < count; i++) {
        const tartine_op *op = &ops[i];
        if (depth + 3 > room) {
            luaL_checkstack(L, STACK_STEP + 3, "value too deeply nested");
            room = depth + STACK_STEP + 3;
        }
        depth += op->kind == TARTINE_OP_SET_INDEX || op->kind == TARTINE_OP_SET_FIELD ? -1 : 1;
        switch (op->kind) {
        case TARTINE_OP_NIL:
            lua_pushnil(L);
            break;
        case TARTINE_OP_BOOLEAN:
            lua_pushboolean(L, op->integer != 0);
            break;
        case TARTINE_OP_INTEGER:
            lua_pushinteger(L, (lua_Integer)op->integer);
            break;
        case TARTINE_OP_NUMBER:
            lua_pushnumber(L, (lua_Number)op->number);
            break;
        case TARTINE_OP_STRING:
            lua_pushlstring(L, slice(L, op, bytes, byte_count), op->length);
            break;
        case TARTINE_OP_TABLE:
            lua_createtable(L, size_hint(op->integer), size_hint((int64_t)op->length));
            break;
        case TARTINE_OP_SET_INDEX:
            if (lua_gettop(L) < base + 2 || !lua_istable(L, -2)) {
                luaL_error(L, "malformed value description (index outside a table)");
            }
            lua_rawseti(L, -2, (lua_Integer)op->integer);
            break;
        case TARTINE_OP_SET_FIELD:
            if (lua_gettop(L) < base + 2 || !lua_istable(L, -2)) {
                luaL_error(L, "malformed value description (field outside a table)");
            }
            lua_pushlstring(L, slice(L, op, bytes, byte_count), op->length);
            lua_insert(L, -2);
            lua_rawset(L, -3);
            break;
        case TARTINE_OP_REF:
            if (op->integer < 1 || op->integer > INT_MAX) {
                luaL_error(L, "malformed value description (bad reference)");
            }
            lua_rawgeti(L, LUA_REGISTRYINDEX, (lua_Integer)op->integer);
            break;
        case TARTINE_OP_ARGUMENT:
            if (op->integer < 1 || op->integer > argument_count) {
                luaL_error(L, "malformed value description (no argument #%d)", (int)op->integer);
            }
            lua_pushvalue(L, (int)op->integer);
            break;
        default:
            luaL_error(L, "malformed value description (unknown operation %d)", (int)op->kind);
        }
    }
}

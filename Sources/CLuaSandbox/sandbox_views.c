/* Read-only views: the event and the toast a handler receives. A view is a light userdata, a
   handle that costs nothing to make (no table, no allocation, no string per call): reading a
   field asks the host for the view's fields (the view callback), so a handler pays only for
   what it reads. A handle names the handler call it was made for (a generation number): once
   that call has returned, reading or walking the view raises an error that says so. Views can be
   read by key, walked with pairs in key order and printed, never changed. All light userdata
   share one metatable in Lua; the sandbox makes no other light userdata visible to scripts.
   The sandbox has no list of fields of its own: Swift's one table of view fields hands their
   names over when the sandbox is made (S->field_names, key i named field_names[i]). Reading a
   name the view can never have (event.acton) raises at the reading line, with the host's words
   (the miss callback: "no field 'acton' in the action event view. Did you mean 'action'?"); a
   field the view may lack (toast.tag of an untagged toast) reads as nil. */

#include "sandbox_internal.h"

#include <string.h>

/* The fields of a view, as the host described them. */
typedef struct view {
    int is_toast;
    const tartine_view_field *fields;
    size_t count;
    const char *bytes;
    size_t byte_count;
} view;

static const char *what(int is_toast) { return is_toast ? "toast" : "event"; }

/* A handle: the handler call's generation and which view (bit 0). */
static void *handle_of(const tartine_sandbox *S, int is_toast) {
    return (void *)(((uintptr_t)S->view_generation << 1) | (uintptr_t)(is_toast != 0));
}

/* Checks the view at `index` (raising for anything else, or for a view whose call has
   returned); returns whether it is the toast's. */
static int check_view(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TLIGHTUSERDATA) luaL_typeerror(L, index, "view");
    tartine_sandbox *S = tartine_sandbox_of(L);
    uintptr_t handle = (uintptr_t)lua_touserdata(L, index);
    int is_toast = (int)(handle & 1);
    if (!S->views_live || (handle >> 1) != (uintptr_t)S->view_generation) {
        luaL_error(L,
                   "this %s view belongs to a handler call that has returned (views are read while "
                   "the handler runs: keep the fields you need, as in local kind = t.kind)",
                   what(is_toast));
    }
    return is_toast;
}

/* The view at `index` (checked), with its field `key` from the host, or all its fields when key
   is -1. */
static view read_view(lua_State *L, int index, int key) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    view v = {check_view(L, index), NULL, 0, NULL, 0};
    if (S->view == NULL || !S->view(S->context, v.is_toast, key, &v.fields, &v.count, &v.bytes, &v.byte_count)) {
        luaL_error(L, "the %s view could not be read", what(v.is_toast));
    }
    return v;
}

/* The field key named by the value at `index` (upvalue 1 maps names to keys), or -1. */
static int key_of(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TSTRING) return -1;
    lua_pushvalue(L, index);
    int key = lua_rawget(L, lua_upvalueindex(1)) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : -1;
    lua_pop(L, 1);
    return key;
}

/* Reads `count` bytes at *at of the `end`-bounded entries into out; raises when they run out. */
static void take(lua_State *L, const char **at, const char *end, void *out, size_t count) {
    if ((size_t)(end - *at) < count) luaL_error(L, "malformed view (table out of range)");
    memcpy(out, *at, count);
    *at += count;
}

/* __newindex of a read-only table: always an error, naming the key. */
static int table_newindex(lua_State *L) {
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
    return luaL_error(L, "attempt to set '%s' of a read-only table", key);
}

/* __pairs of a read-only table: the sandbox's pairs over its entries (upvalue 1). */
static int table_pairs(lua_State *L) {
    lua_settop(L, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    return tartine_sandbox_pairs(L);
}

/* __len of a read-only table: its entries are by name, none by position. */
static int table_len(lua_State *L) {
    lua_pushinteger(L, 0);
    return 1;
}

/* Pushes a read-only table of the entries in bytes[offset ..< offset + length] (see
   TARTINE_VIEW_TABLE): an empty proxy whose metatable reads the entries (__index), walks them
   in the sandbox's order (__pairs), refuses writes (__newindex) and is locked (__metatable). A
   new proxy at each read: reading the field twice gives two equal, separate tables. */
static void push_table(lua_State *L, const char *bytes, size_t length) {
    const char *at = bytes, *end = bytes + length;
    luaL_checkstack(L, 4, "no room for a read-only table");
    lua_newtable(L); /* the entries */
    while (at < end) {
        unsigned char type;
        uint32_t name_length;
        take(L, &at, end, &type, 1);
        take(L, &at, end, &name_length, sizeof name_length);
        if ((size_t)(end - at) < name_length) luaL_error(L, "malformed view (table out of range)");
        lua_pushlstring(L, at, name_length);
        at += name_length;
        if (type == 2) {
            uint32_t value_length;
            take(L, &at, end, &value_length, sizeof value_length);
            if ((size_t)(end - at) < value_length) luaL_error(L, "malformed view (table out of range)");
            lua_pushlstring(L, at, value_length);
            at += value_length;
        } else {
            int64_t bits;
            take(L, &at, end, &bits, sizeof bits);
            if (type == 0) {
                lua_pushinteger(L, (lua_Integer)bits);
            } else if (type == 1) {
                double number;
                memcpy(&number, &bits, sizeof number);
                lua_pushnumber(L, (lua_Number)number);
            } else if (type == 3) {
                lua_pushboolean(L, bits != 0);
            } else {
                luaL_error(L, "malformed view (table entry of type %d)", (int)type);
            }
        }
        lua_rawset(L, -3);
    }
    lua_newtable(L); /* the proxy */
    lua_createtable(L, 0, 5);
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, -3);
    lua_pushcclosure(L, table_pairs, 1);
    lua_setfield(L, -2, "__pairs");
    lua_pushcfunction(L, table_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, table_len);
    lua_setfield(L, -2, "__len");
    lua_pushliteral(L, "a read-only table");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_remove(L, -2); /* the entries: reachable from the proxy's metatable only */
}

static void push_value(lua_State *L, const view *v, const tartine_view_field *field) {
    size_t offset = (size_t)field->value;
    switch (field->type) {
    case TARTINE_VIEW_INTEGER:
        lua_pushinteger(L, (lua_Integer)field->value);
        break;
    case TARTINE_VIEW_BOOLEAN:
        lua_pushboolean(L, field->value != 0);
        break;
    case TARTINE_VIEW_TABLE:
        if (field->value < 0 || offset > v->byte_count || field->length > v->byte_count - offset) {
            luaL_error(L, "malformed view (table out of range)");
        }
        push_table(L, v->bytes + offset, field->length);
        break;
    case TARTINE_VIEW_NUMBER: {
        double number;
        memcpy(&number, &field->value, sizeof number);
        lua_pushnumber(L, (lua_Number)number);
        break;
    }
    default:
        if (field->value < 0 || offset > v->byte_count || field->length > v->byte_count - offset) {
            luaL_error(L, "malformed view (string out of range)");
        }
        lua_pushlstring(L, v->bytes + offset, field->length);
        break;
    }
}

/* Reading the name at `index` from a view (is_toast) that has no such field now: raises the
   host's message at the reading line (luaL_error's level 1, the handler's code) when the view can
   never have it; returns when the field is one the view may lack. */
static void check_missing_field(lua_State *L, int is_toast, int index) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (S->view_miss == NULL) return;
    size_t length;
    const char *name = lua_tolstring(L, index, &length);
    char message[512];
    if (S->view_miss(S->context, is_toast, name, length, message, sizeof message)) {
        message[sizeof message - 1] = '\0';
        luaL_error(L, "%s", message);
    }
}

/* view[key]: the field's value; nil for a field the view may lack now (an optional field) or a
   key that is no string; an error for a name the view can never have (a misspelt field). */
static int view_index(lua_State *L) {
    int key = key_of(L, 2);
    if (key < 0) {
        int is_toast = check_view(L, 1); /* a stale view is an error whatever the key */
        if (lua_type(L, 2) == LUA_TSTRING) check_missing_field(L, is_toast, 2);
        lua_pushnil(L);
        return 1;
    }
    view v = read_view(L, 1, key);
    for (size_t i = 0; i < v.count; i++) {
        if (v.fields[i].key == key) {
            push_value(L, &v, &v.fields[i]);
            return 1;
        }
    }
    check_missing_field(L, v.is_toast, 2);
    lua_pushnil(L);
    return 1;
}

/* view[key] = value: always an error, naming the key (as written, when it is a string). */
static int view_newindex(lua_State *L) {
    int is_toast = check_view(L, 1);
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
    return luaL_error(L, "attempt to set '%s' of a read-only %s view", key, what(is_toast));
}

/* The iterator pairs returns: the field after `key` (the first after nil), in key order. */
static int view_next(lua_State *L) {
    view v = read_view(L, 1, -1);
    size_t i = 0;
    if (!lua_isnoneornil(L, 2)) {
        int key = key_of(L, 2);
        while (i < v.count && v.fields[i].key != key) i++;
        if (i == v.count) return luaL_error(L, "invalid key to 'next'");
        i++;
    }
    if (i == v.count) {
        lua_pushnil(L);
        return 1;
    }
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (v.fields[i].key >= S->field_count) return luaL_error(L, "malformed view (unknown key)");
    lua_pushstring(L, S->field_names[v.fields[i].key]);
    push_value(L, &v, &v.fields[i]);
    return 2;
}

static int view_pairs(lua_State *L) {
    check_view(L, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/* Adds a read-only table field as tostring prints it: `{name = value, …}`, entries in the
   order the host wrote them (by name), strings quoted. */
static void add_table(lua_State *L, luaL_Buffer *buffer, const view *v, const tartine_view_field *field) {
    size_t offset = (size_t)field->value;
    if (field->value < 0 || offset > v->byte_count || field->length > v->byte_count - offset) {
        luaL_error(L, "malformed view (table out of range)");
    }
    const char *at = v->bytes + offset, *end = at + field->length;
    luaL_addchar(buffer, '{');
    int first = 1;
    while (at < end) {
        unsigned char type;
        uint32_t name_length;
        take(L, &at, end, &type, 1);
        take(L, &at, end, &name_length, sizeof name_length);
        if ((size_t)(end - at) < name_length) luaL_error(L, "malformed view (table out of range)");
        if (!first) luaL_addstring(buffer, ", ");
        first = 0;
        luaL_addlstring(buffer, at, name_length);
        at += name_length;
        luaL_addstring(buffer, " = ");
        if (type == 2) {
            uint32_t value_length;
            take(L, &at, end, &value_length, sizeof value_length);
            if ((size_t)(end - at) < value_length) luaL_error(L, "malformed view (table out of range)");
            luaL_addchar(buffer, '"');
            luaL_addlstring(buffer, at, value_length);
            luaL_addchar(buffer, '"');
            at += value_length;
        } else {
            int64_t bits;
            take(L, &at, end, &bits, sizeof bits);
            if (type == 3) {
                luaL_addstring(buffer, bits != 0 ? "true" : "false");
            } else {
                if (type == 0) {
                    lua_pushinteger(L, (lua_Integer)bits);
                } else {
                    double number;
                    memcpy(&number, &bits, sizeof number);
                    lua_pushnumber(L, (lua_Number)number);
                }
                luaL_tolstring(L, -1, NULL);
                lua_remove(L, -2);
                luaL_addvalue(buffer);
            }
        }
    }
    luaL_addchar(buffer, '}');
}

/* tostring(view): `toast{count = 1, id = 3, kind = "saved", …}`, the same text every run. */
static int view_tostring(lua_State *L) {
    view v = read_view(L, 1, -1);
    tartine_sandbox *S = tartine_sandbox_of(L);
    luaL_Buffer buffer;
    luaL_buffinit(L, &buffer);
    luaL_addstring(&buffer, what(v.is_toast));
    luaL_addchar(&buffer, '{');
    for (size_t i = 0; i < v.count; i++) {
        const tartine_view_field *field = &v.fields[i];
        if (field->key >= S->field_count) return luaL_error(L, "malformed view (unknown key)");
        if (i > 0) luaL_addstring(&buffer, ", ");
        luaL_addstring(&buffer, S->field_names[field->key]);
        luaL_addstring(&buffer, " = ");
        if (field->type == TARTINE_VIEW_TABLE) {
            add_table(L, &buffer, &v, field);
            continue;
        }
        push_value(L, &v, field);
        if (field->type == TARTINE_VIEW_STRING) {
            luaL_addchar(&buffer, '"');
            luaL_addvalue(&buffer);
            luaL_addchar(&buffer, '"');
        } else {
            luaL_tolstring(L, -1, NULL);
            lua_remove(L, -2);
            luaL_addvalue(&buffer);
        }
    }
    luaL_addchar(&buffer, '}');
    luaL_pushresult(&buffer);
    return 1;
}

void tartine_make_view_metatable(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    luaL_checkstack(L, 4, "no room for the view metatable");
    lua_createtable(L, 0, 6);
    lua_createtable(L, 0, (int)S->field_count); /* name -> key, the closures' upvalue */
    for (size_t key = 0; key < S->field_count; key++) {
        lua_pushinteger(L, (lua_Integer)key);
        lua_setfield(L, -2, S->field_names[key]);
    }
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, view_index, 1);
    lua_setfield(L, -3, "__index");
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, view_next, 1);
    lua_pushcclosure(L, view_pairs, 2); /* names, next */
    lua_setfield(L, -2, "__pairs");
    lua_pushcfunction(L, view_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, view_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushliteral(L, "view");
    lua_setfield(L, -2, "__name");
    lua_pushliteral(L, "a read-only view");
    lua_setfield(L, -2, "__metatable");
    lua_pushlightuserdata(L, NULL);
    lua_insert(L, -2);
    lua_setmetatable(L, -2); /* the metatable of every light userdata */
    lua_pop(L, 1);
}

void tartine_push_views(lua_State *L, int has_toast) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    lua_pushlightuserdata(L, handle_of(S, 0));
    if (has_toast) {
        lua_pushlightuserdata(L, handle_of(S, 1));
    } else {
        lua_pushnil(L);
    }
}

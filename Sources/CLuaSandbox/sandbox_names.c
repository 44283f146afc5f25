/* Names without addresses: what `tostring`, `log` and `string.format("%s")` show of a table,
 * function, coroutine or userdata is the same on every machine and every run.
 *
 *  - Objects are numbered per state and per type in creation order: Lua 5.4 calls the lua_Alloc
 *    with block NULL and old_size equal to the object's type (LUA_TTABLE, LUA_TFUNCTION,
 *    LUA_TUSERDATA, LUA_TTHREAD) exactly when it creates one (see lua_Alloc in the manual), so
 *    tartine_alloc records the block's number here, and forgets it when the block is freed.
 *    `tostring({})` is `table: 12`, never `table: 0x55d0…`.
 *  - The library's functions have names: `function: builtin: string.format`; a C function the
 *    sandbox does not name is `function: builtin`.
 *  - `%p` in string.format is refused: it prints an address.
 *
 * The number map is an open-addressing hash table (linear probing, backward-shift deletion) in
 * memory of its own, outside the state's budget (it is bounded by the number of live objects,
 * which the budget bounds).
 */

#include "sandbox_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char tartine_key_names = 0;

static size_t slot_of(const void *block, size_t capacity) {
    uint64_t h = (uint64_t)(uintptr_t)block;
    h ^= h >> 29;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17) & (capacity - 1);
}

static int type_index(size_t tag) {
    switch (tag) {
    case LUA_TTABLE: return 0;
    case LUA_TFUNCTION: return 1;
    case LUA_TUSERDATA: return 2;
    case LUA_TTHREAD: return 3;
    default: return -1;
    }
}

static int grow(tartine_sandbox *S) {
    size_t capacity = S->object_capacity ? S->object_capacity * 2 : 1024;
    tartine_object_slot *slots = calloc(capacity, sizeof *slots);
    if (slots == NULL) return 0;
    for (size_t i = 0; i < S->object_capacity; i++) {
        const tartine_object_slot *old = &S->objects[i];
        if (old->block == NULL) continue;
        size_t j = slot_of(old->block, capacity);
        while (slots[j].block != NULL) j = (j + 1) & (capacity - 1);
        slots[j] = *old;
    }
    free(S->objects);
    S->objects = slots;
    S->object_capacity = capacity;
    return 1;
}

int tartine_number_object(tartine_sandbox *S, const void *block, size_t tag) {
    int type = type_index(tag);
    if (type < 0) return 1;
    if ((S->object_count + 1) * 2 > S->object_capacity && !grow(S)) return 0;
    size_t i = slot_of(block, S->object_capacity);
    while (S->objects[i].block != NULL && S->objects[i].block != block) {
        i = (i + 1) & (S->object_capacity - 1);
    }
    if (S->objects[i].block == NULL) S->object_count++;
    S->objects[i].block = block;
    S->objects[i].number = ++S->created[type];
    return 1;
}

void tartine_forget_object(tartine_sandbox *S, const void *block) {
    if (S->object_count == 0) return;
    size_t mask = S->object_capacity - 1;
    size_t i = slot_of(block, S->object_capacity);
    while (S->objects[i].block != block) {
        if (S->objects[i].block == NULL) return;
        i = (i + 1) & mask;
    }
    /* backward-shift deletion: move up every later entry of the run that may sit at i */
    size_t hole = i;
    for (size_t j = (i + 1) & mask; S->objects[j].block != NULL; j = (j + 1) & mask) {
        size_t home = slot_of(S->objects[j].block, S->object_capacity);
        int movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
        if (movable) {
            S->objects[hole] = S->objects[j];
            hole = j;
        }
    }
    S->objects[hole].block = NULL;
    S->objects[hole].number = 0;
    S->object_count--;
}

static uint64_t number_at(const tartine_sandbox *S, const void *block) {
    if (S->object_count == 0 || block == NULL) return 0;
    size_t i = slot_of(block, S->object_capacity);
    while (S->objects[i].block != NULL) {
        if (S->objects[i].block == block) return S->objects[i].number;
        i = (i + 1) & (S->object_capacity - 1);
    }
    return 0;
}

uint64_t tartine_object_number(lua_State *L, int index) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    switch (lua_type(L, index)) {
    case LUA_TTABLE:
    case LUA_TFUNCTION:
        /* a table or closure value points at its object, the allocated block */
        return number_at(S, lua_topointer(L, index));
    case LUA_TTHREAD:
        /* the block begins LUA_EXTRASPACE bytes before the lua_State */
        return number_at(S, lua_getextraspace(lua_tothread(L, index)));
    case LUA_TUSERDATA: {
        /* lua_touserdata points past the object's header, whose size depends on the number of
           user values: the offsets were measured when the state was made (userdata_offsets) */
        const char *data = lua_touserdata(L, index);
        int values = 0;
        while (values < 64 && lua_getiuservalue(L, index, values + 1) != LUA_TNONE) {
            lua_pop(L, 1);
            values++;
        }
        lua_pop(L, 1);
        ptrdiff_t offset = values == 0 ? S->userdata_offset[0]
                                       : S->userdata_offset[1] +
                                             (S->userdata_offset[2] - S->userdata_offset[1]) * (values - 1);
        return number_at(S, data - offset);
    }
    default:
        return 0;
    }
}

/* Measures where a full userdata's block begins relative to lua_touserdata, for 0, 1 and 2 user
   values (the allocator notes the last block it numbered). Protected (allocates). */
void tartine_measure_userdata(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    for (int values = 0; values < 3; values++) {
        char *data = lua_newuserdatauv(L, 1, values);
        S->userdata_offset[values] = data - (const char *)S->last_numbered;
        lua_pop(L, 1);
    }
}

/* ---- builtin names ------------------------------------------------------------------------ */

/* Names the iterator `library.function(argument, flag)` returns ("ipairs iterator"): light C
   functions, which have no creation number. */
static void name_iterator(lua_State *L, int env, int names, const char *library, const char *function,
                          int lax, const char *name) {
    if (library != NULL) {
        lua_getfield(L, env, library);
        lua_getfield(L, -1, function);
        lua_remove(L, -2);
        lua_pushliteral(L, "");
    } else {
        lua_getfield(L, env, function);
        lua_newtable(L);
    }
    lua_pushboolean(L, lax);
    lua_call(L, 2, 1);
    lua_pushlightuserdata(L, (void *)name);
    lua_rawset(L, names);
}

void tartine_new_names(lua_State *L) {
    lua_createtable(L, 0, 128);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_names);
}

void tartine_name_iterators(lua_State *L, int env) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_names);
    int names = lua_gettop(L);
    name_iterator(L, env, names, NULL, "ipairs", 0, "ipairs iterator");
    name_iterator(L, env, names, "utf8", "codes", 0, "utf8.codes iterator");
    name_iterator(L, env, names, "utf8", "codes", 1, "utf8.codes iterator (lax)");
    lua_pop(L, 1);
}

const char *tartine_builtin_name(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TFUNCTION || !lua_iscfunction(L, index)) return NULL;
    index = lua_absindex(L, index);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_names) != LUA_TTABLE) {
        lua_pop(L, 1);
        return NULL;
    }
    lua_pushvalue(L, index);
    lua_rawget(L, -2);
    const char *name = lua_touserdata(L, -1); /* NULL unless a light userdata: a static string */
    lua_pop(L, 2);
    return name;
}

/* ---- tostring ----------------------------------------------------------------------------- */

int tartine_push_special_number(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TNUMBER || lua_isinteger(L, index)) return 0;
    lua_Number number = lua_tonumberx(L, index, NULL);
    if (isnan(number)) {
        lua_pushliteral(L, "nan"); /* C prints "-nan" for a NaN whose sign bit is set: x86's 0/0 */
    } else if (isinf(number)) {
        if (number > 0) {
            lua_pushliteral(L, "inf");
        } else {
            lua_pushliteral(L, "-inf");
        }
    } else {
        return 0;
    }
    return 1;
}

const char *tartine_tolstring(lua_State *L, int index, size_t *length) {
    index = lua_absindex(L, index);
    if (luaL_callmeta(L, index, "__tostring")) {
        if (!lua_isstring(L, -1)) luaL_error(L, "'__tostring' must return a string");
        return lua_tolstring(L, -1, length);
    }
    int type = lua_type(L, index);
    switch (type) {
    case LUA_TNUMBER:
        if (tartine_push_special_number(L, index)) return lua_tolstring(L, -1, length);
        return luaL_tolstring(L, index, length);
    case LUA_TNIL:
    case LUA_TBOOLEAN:
    case LUA_TSTRING:
        return luaL_tolstring(L, index, length); /* no address in these */
    default:
        break;
    }
    int field = luaL_getmetafield(L, index, "__name");
    int named = field == LUA_TSTRING;
    if (field != LUA_TNIL && !named) lua_pop(L, 1);
    const char *kind = named ? lua_tostring(L, -1) : luaL_typename(L, index);
    uint64_t number = tartine_object_number(L, index);
    if (type == LUA_TLIGHTUSERDATA) {
        lua_pushfstring(L, "%s: light", kind);
    } else if (type == LUA_TFUNCTION && tartine_builtin_name(L, index) != NULL) {
        lua_pushfstring(L, "%s: builtin: %s", kind, tartine_builtin_name(L, index));
    } else if (type == LUA_TFUNCTION && lua_tocfunction(L, index) != NULL && number == 0) {
        lua_pushfstring(L, "%s: builtin", kind);
    } else {
        lua_pushfstring(L, "%s: %I", kind, (lua_Integer)number);
    }
    if (named) lua_remove(L, -2);
    return lua_tolstring(L, -1, length);
}

/* tostring(v) */
int tartine_sandbox_tostring(lua_State *L) {
    luaL_checkany(L, 1);
    tartine_tolstring(L, 1, NULL);
    return 1;
}

/* One conversion of a format: flags, width, precision and the conversion letter. */
typedef struct conversion {
    size_t start, end;  /* format[start] is '%', format[end - 1] the letter */
    int left, plus, space;
    size_t width_at, width_length;
    char letter;
} conversion;

/* Reads the conversion at format[i] == '%' (not "%%"); returns 0 when the format ends inside it
   (the library reports it). */
static int read_conversion(const char *format, size_t length, size_t i, conversion *c) {
    memset(c, 0, sizeof *c);
    c->start = i++;
    for (; i < length && format[i] != '\0' && strchr("-+ #0", format[i]) != NULL; i++) {
        if (format[i] == '-') c->left = 1;
        if (format[i] == '+') c->plus = 1;
        if (format[i] == ' ') c->space = 1;
    }
    c->width_at = i;
    while (i < length && format[i] >= '0' && format[i] <= '9') i++;
    c->width_length = i - c->width_at;
    if (i < length && format[i] == '.') {
        i++;
        while (i < length && format[i] >= '0' && format[i] <= '9') i++;
    }
    if (i >= length) return 0;
    c->letter = format[i];
    c->end = i + 1;
    return 1;
}

static int is_float_letter(char letter) { return letter != '\0' && strchr("aAeEfFgG", letter) != NULL; }

/* Replaces the float at `argument` (NaN or infinite) by its text as the conversion would spell
   it: "nan", "inf", "-inf", upper case for an upper-case letter, '+' or ' ' before a positive. */
static void spell_special(lua_State *L, int argument, const conversion *c) {
    tartine_push_special_number(L, argument);
    const char *text = lua_tostring(L, -1);
    char spelt[8];
    size_t n = 0;
    if (text[0] != '-' && (c->plus || c->space)) spelt[n++] = c->plus ? '+' : ' ';
    for (; *text != '\0' && n < sizeof spelt - 1; text++) {
        char ch = *text;
        spelt[n++] = (c->letter >= 'A' && c->letter <= 'Z' && ch >= 'a' && ch <= 'z') ? (char)(ch - 'a' + 'A') : ch;
    }
    lua_pop(L, 1);
    lua_pushlstring(L, spelt, n);
    lua_replace(L, argument);
}

/* Walks `format` from *at to its next conversion (skipping "%%"), which is argument
   ++*argument: returns 1 with `c` read and *at just past it, 0 at the end of the format or at a
   malformed conversion. The one walk of both passes of tartine_safe_format. */
static int next_conversion(const char *format, size_t length, size_t *at, int *argument, conversion *c) {
    for (size_t i = *at; i < length; i++) {
        if (format[i] != '%') continue;
        if (i + 1 < length && format[i + 1] == '%') {
            i++;
            continue;
        }
        (*argument)++;
        if (!read_conversion(format, length, i, c)) return 0;
        *at = c->end;
        return 1;
    }
    return 0;
}

/* string.format (upvalue 1: the library's): `%p` is refused; each `%s` argument that is not a
   string or number, or is a NaN or infinite number, is converted by tartine_tolstring first; a
   float conversion (%a %e %f %g, either case) of NaN or an infinity becomes a `%s` of its one
   spelling with the same width and alignment ("nan", "inf", "-inf": C's printf writes "-nan"
   for x86's 0/0 and "nan" for arm64's). */
int tartine_safe_format(lua_State *L) {
    tartine_charge_rule(L);
    size_t length = 0;
    const char *format = luaL_checklstring(L, 1, &length);
    int top = lua_gettop(L);
    int argument = 1;
    int rewrite = 0;
    conversion c;
    size_t at = 0;
    /* a malformed end stops the walk: the library reports it */
    while (next_conversion(format, length, &at, &argument, &c)) {
        if (c.letter == 'p') {
            return luaL_error(L, "string.format: '%%p' is not available (it would print a memory address, "
                                 "which differs from run to run)");
        }
        if (argument > top) continue;
        int type = lua_type(L, argument);
        if (c.letter == 's' && (type != LUA_TSTRING && (type != LUA_TNUMBER || tartine_push_special_number(L, argument)))) {
            if (type == LUA_TNUMBER) lua_pop(L, 1);
            tartine_tolstring(L, argument, NULL);
            lua_replace(L, argument);
        } else if (is_float_letter(c.letter) && type == LUA_TNUMBER && tartine_push_special_number(L, argument)) {
            lua_pop(L, 1);
            rewrite = 1;
        }
    }
    if (rewrite) {
        /* the same format, each float conversion of a special number made a %s of its text */
        luaL_Buffer buffer;
        luaL_buffinit(L, &buffer);
        argument = 1;
        size_t copied = 0;
        at = 0;
        while (next_conversion(format, length, &at, &argument, &c)) {
            if (argument > top || !is_float_letter(c.letter) || lua_type(L, argument) != LUA_TNUMBER) continue;
            if (lua_isinteger(L, argument) || isfinite(lua_tonumberx(L, argument, NULL))) continue;
            luaL_addlstring(&buffer, format + copied, c.start - copied);
            luaL_addchar(&buffer, '%');
            if (c.left) luaL_addchar(&buffer, '-');
            luaL_addlstring(&buffer, format + c.width_at, c.width_length);
            luaL_addchar(&buffer, 's');
            copied = c.end;
            spell_special(L, argument, &c);
        }
        luaL_addlstring(&buffer, format + copied, length - copied);
        luaL_pushresult(&buffer);
        lua_replace(L, 1);
        lua_settop(L, top);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, top, 1);
    return 1;
}

/* The cost model: every function a script can reach is charged in proportion to the bytes and
 * elements it reads and writes, so that an instruction budget bounds the time a call takes.
 *
 *   - A VM instruction costs 1 (the count hook, sandbox_budget.c).
 *   - Every byte allocated while code runs costs 1 / TARTINE_BYTES_PER_INSTRUCTION, in the
 *     allocator: `..`, every result or buffer a library function builds, tables and the stack
 *     growing, a host function's reply.
 *   - Every library function is wrapped in the charge of its rule below, made before it runs:
 *     1 for the call, TARTINE_BYTE_COST per byte of each string it reads whole, the same per
 *     byte of a string given where it converts a number (Lua scans the whole string), and
 *     TARTINE_ELEMENT_COST per element it reads or pushes (the arguments of string.char, the
 *     range of string.byte, …). Number arguments that are NaN or infinite, given where a string
 *     is read, are converted first with one spelling ("nan", "inf", "-inf").
 *   - Functions with loops of their own charge them themselves: patterns (sandbox_patterns.c),
 *     the table library (sandbox_tables.c), pairs and next (sandbox_order.c), setmetatable's
 *     chain walk (sandbox_base.c), host functions and log (sandbox_host.c).
 *
 * A function of the environment without a rule here makes the environment fail to build, so a
 * function added later cannot escape the model.
 */

#include "sandbox_internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* How the elements of a call are counted. */
typedef enum element_rule {
    ELEMENTS_NONE = 0,
    ELEMENTS_ARGUMENTS,  /* one per argument (string.char, math.max, select, table.pack, …) */
    ELEMENTS_RANGE_ONE,  /* string.byte, utf8.codepoint: s[i..j], i default 1, j default i */
    ELEMENTS_RANGE_ALL,  /* utf8.len: s[i..j], i default 1, j default -1 */
    ELEMENTS_OFFSET,     /* utf8.offset(s, n, i): |n| characters */
} element_rule;

/* One function and its charge. `arguments` has one letter per argument position, the last one
   repeating for further arguments:
     s  a string read whole: its bytes are charged;
     p  a string read in part (O(1) or charged by the function itself): not charged;
     n  a number: a string given here is converted, a scan of its bytes, charged;
     r  any value whose string bytes are read (string.format's values): charged;
     k  a table key: a string is hashed and compared, charged;
     e  rawequal's operands: two strings are compared, charged by the shorter;
     .  anything else, not charged.
   A rule with `wrap` 0 names a function that charges itself (or is O(1) and converts nothing):
   it is left as it is. A rule with `wrap` 2 names one of the sandbox's guards, which charge the
   rule themselves (tartine_charge_rule) so that they keep the name Lua's argument errors give
   them at the call site. */
typedef struct cost_rule {
    const char *library; /* NULL for the base functions */
    const char *name;
    int wrap;
    const char *arguments;
    element_rule elements;
} cost_rule;

static const cost_rule rules[] = {
    /* base */
    {NULL, "assert", 0, ".", ELEMENTS_NONE},
    {NULL, "error", 0, ".", ELEMENTS_NONE}, /* its level counts frames: never wrapped */
    {NULL, "getmetatable", 0, ".", ELEMENTS_NONE},
    {NULL, "ipairs", 0, ".", ELEMENTS_NONE},
    {NULL, "log", 0, ".", ELEMENTS_NONE},      /* sandbox_host.c */
    {NULL, "next", 0, ".", ELEMENTS_NONE},     /* sandbox_order.c */
    {NULL, "pairs", 0, ".", ELEMENTS_NONE},    /* sandbox_order.c */
    {NULL, "pcall", 0, ".", ELEMENTS_NONE},
    {NULL, "rawequal", 1, "e", ELEMENTS_NONE},
    {NULL, "rawget", 1, ".k", ELEMENTS_NONE},
    {NULL, "rawlen", 0, ".", ELEMENTS_NONE},
    {NULL, "rawset", 1, ".k.", ELEMENTS_NONE},
    {NULL, "select", 1, "n.", ELEMENTS_ARGUMENTS},
    {NULL, "setmetatable", 0, ".", ELEMENTS_NONE}, /* sandbox_base.c */
    {NULL, "tonumber", 1, "n", ELEMENTS_NONE},
    {NULL, "tostring", 0, ".", ELEMENTS_NONE},
    {NULL, "type", 0, ".", ELEMENTS_NONE},
    {NULL, "xpcall", 0, ".", ELEMENTS_NONE},
    /* string (the patterns and rep charge their own work as well) */
    {"string", "byte", 1, "pnn", ELEMENTS_RANGE_ONE},
    {"string", "char", 1, "n", ELEMENTS_ARGUMENTS},
    {"string", "find", 2, "ppn.", ELEMENTS_NONE},
    {"string", "format", 2, "sr", ELEMENTS_ARGUMENTS},
    {"string", "gmatch", 2, "pp.", ELEMENTS_NONE},
    {"string", "gsub", 2, "pp.n", ELEMENTS_NONE},
    {"string", "len", 1, "p", ELEMENTS_NONE},
    {"string", "lower", 1, "s", ELEMENTS_NONE},
    {"string", "match", 2, "ppn", ELEMENTS_NONE},
    {"string", "rep", 2, "pnp", ELEMENTS_NONE},
    {"string", "reverse", 1, "s", ELEMENTS_NONE},
    {"string", "sub", 1, "pnn", ELEMENTS_NONE},
    {"string", "upper", 1, "s", ELEMENTS_NONE},
    /* table (sandbox_tables.c charges the elements) */
    {"table", "concat", 2, ".pnn", ELEMENTS_NONE},
    {"table", "insert", 2, ".n.", ELEMENTS_NONE},
    {"table", "move", 2, ".nnn.", ELEMENTS_NONE},
    {"table", "pack", 1, ".", ELEMENTS_ARGUMENTS},
    {"table", "remove", 2, ".n", ELEMENTS_NONE},
    {"table", "sort", 0, ".", ELEMENTS_NONE},
    {"table", "unpack", 2, ".nn", ELEMENTS_NONE},
    /* math: numbers, converted from strings */
    {"math", "abs", 1, "n", ELEMENTS_NONE},
    {"math", "acos", 1, "n", ELEMENTS_NONE},
    {"math", "asin", 1, "n", ELEMENTS_NONE},
    {"math", "atan", 1, "n", ELEMENTS_NONE},
    {"math", "ceil", 1, "n", ELEMENTS_NONE},
    {"math", "cos", 1, "n", ELEMENTS_NONE},
    {"math", "deg", 1, "n", ELEMENTS_NONE},
    {"math", "exp", 1, "n", ELEMENTS_NONE},
    {"math", "floor", 1, "n", ELEMENTS_NONE},
    {"math", "fmod", 1, "n", ELEMENTS_NONE},
    {"math", "log", 1, "n", ELEMENTS_NONE},
    {"math", "max", 1, "n", ELEMENTS_ARGUMENTS},
    {"math", "min", 1, "n", ELEMENTS_ARGUMENTS},
    {"math", "modf", 1, "n", ELEMENTS_NONE},
    {"math", "rad", 1, "n", ELEMENTS_NONE},
    {"math", "sin", 1, "n", ELEMENTS_NONE},
    {"math", "sqrt", 1, "n", ELEMENTS_NONE},
    {"math", "tan", 1, "n", ELEMENTS_NONE},
    {"math", "tointeger", 1, "n", ELEMENTS_NONE},
    {"math", "type", 1, ".", ELEMENTS_NONE},
    {"math", "ult", 1, "n", ELEMENTS_NONE},
    /* math with LUA_COMPAT_MATHLIB (Debian's liblua5.4 has them) */
    {"math", "atan2", 1, "n", ELEMENTS_NONE},
    {"math", "cosh", 1, "n", ELEMENTS_NONE},
    {"math", "frexp", 1, "n", ELEMENTS_NONE},
    {"math", "ldexp", 1, "n", ELEMENTS_NONE},
    {"math", "log10", 1, "n", ELEMENTS_NONE},
    {"math", "pow", 1, "n", ELEMENTS_NONE},
    {"math", "sinh", 1, "n", ELEMENTS_NONE},
    {"math", "tanh", 1, "n", ELEMENTS_NONE},
    /* utf8 */
    {"utf8", "char", 1, "n", ELEMENTS_ARGUMENTS},
    {"utf8", "codepoint", 1, "pnn.", ELEMENTS_RANGE_ONE},
    {"utf8", "codes", 1, "p.", ELEMENTS_NONE},
    {"utf8", "len", 1, "pnn.", ELEMENTS_RANGE_ALL},
    {"utf8", "offset", 1, "pnn", ELEMENTS_OFFSET},
    {NULL, NULL, 0, NULL, ELEMENTS_NONE},
};

/* The string metatable's arithmetic (lstrlib converts both operands, strings scanned whole). */
static const char *const string_arithmetic[] = {
    "__add", "__sub", "__mul", "__mod", "__pow", "__div", "__idiv", "__unm", NULL,
};
static const cost_rule arithmetic_rule = {"string metatable", "arithmetic", 1, "n", ELEMENTS_NONE};

lua_Integer tartine_string_units(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TSTRING) return 0;
    size_t length = 0;
    lua_tolstring(L, index, &length);
    return (lua_Integer)length * TARTINE_BYTE_COST;
}

/* s[i..j] as lstrlib counts it (negative positions from the end), without raising: a position
   that is no integer counts as nothing (the function then raises). */
static lua_Integer range_units(lua_State *L, lua_Integer j_default) {
    size_t length = 0;
    if (lua_type(L, 1) != LUA_TSTRING && lua_type(L, 1) != LUA_TNUMBER) return 0;
    lua_tolstring(L, 1, &length);
    int ok = 1;
    lua_Integer i = lua_isnoneornil(L, 2) ? 1 : lua_tointegerx(L, 2, &ok);
    if (!ok) return 0;
    lua_Integer j = lua_isnoneornil(L, 3) ? (j_default == 0 ? i : j_default) : lua_tointegerx(L, 3, &ok);
    if (!ok) return 0;
    lua_Integer n = (lua_Integer)length;
    if (i < 0) i = i < -n ? 1 : n + i + 1;
    if (j < 0) j = j < -n ? 0 : n + j + 1;
    if (i < 1) i = 1;
    if (j > n) j = n;
    return j < i ? 0 : (j - i + 1) * TARTINE_ELEMENT_COST;
}

static lua_Integer element_units(lua_State *L, element_rule rule) {
    switch (rule) {
    case ELEMENTS_ARGUMENTS: return (lua_Integer)lua_gettop(L) * TARTINE_ELEMENT_COST;
    case ELEMENTS_RANGE_ONE: return range_units(L, 0);
    case ELEMENTS_RANGE_ALL: return range_units(L, -1);
    case ELEMENTS_OFFSET: {
        int ok = 0;
        lua_Integer n = lua_tointegerx(L, 2, &ok);
        if (!ok) return 0;
        if (n == LUA_MININTEGER) return LUA_MAXINTEGER;
        return (n < 0 ? -n : n) * TARTINE_ELEMENT_COST;
    }
    default: return 0;
    }
}

static lua_Integer add_units(lua_Integer a, lua_Integer b) {
    return b > LUA_MAXINTEGER - a ? LUA_MAXINTEGER : a + b;
}

/* The charge of `rule` for the arguments on the stack; converts NaN and infinite numbers given
   where a string is read to their one spelling. */
static lua_Integer argument_units(lua_State *L, const cost_rule *rule) {
    int top = lua_gettop(L);
    size_t letters = strlen(rule->arguments);
    lua_Integer units = 0;
    for (int i = 1; i <= top; i++) {
        char kind = rule->arguments[(size_t)i <= letters ? (size_t)i - 1 : letters - 1];
        switch (kind) {
        case 's':
        case 'p':
            if (tartine_push_special_number(L, i)) lua_replace(L, i);
            if (kind == 's') units = add_units(units, tartine_string_units(L, i));
            break;
        case 'n':
        case 'r':
        case 'k':
            units = add_units(units, tartine_string_units(L, i));
            break;
        case 'e':
            if (i == 1 && top >= 2 && lua_type(L, 1) == LUA_TSTRING && lua_type(L, 2) == LUA_TSTRING) {
                lua_Integer a = tartine_string_units(L, 1), b = tartine_string_units(L, 2);
                units = add_units(units, a < b ? a : b);
            }
            break;
        default:
            break;
        }
    }
    return units;
}

static void charge(lua_State *L, const cost_rule *rule) {
    lua_Integer units = add_units(1, argument_units(L, rule));
    tartine_charge(L, add_units(units, element_units(L, rule->elements)));
}

void tartine_charge_rule(lua_State *L) {
    const cost_rule *rule = lua_touserdata(L, lua_upvalueindex(TARTINE_RULE_UPVALUE));
    if (rule != NULL) charge(L, rule);
}

/* Every wrapped function: upvalue 1 the function, upvalue 2 its rule (a light userdata, never
   seen by scripts: upvalues are out of reach without the debug library). */
static int charged(lua_State *L) {
    charge(L, lua_touserdata(L, lua_upvalueindex(TARTINE_RULE_UPVALUE)));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static void push_charged(lua_State *L, const cost_rule *rule) {
    /* the function is on top */
    lua_pushlightuserdata(L, (void *)rule);
    lua_pushcclosure(L, charged, 2);
}

/* Whether `rule` is of `library`: the names are this file's literals, so the pointers are
   compared first (one state's environment asks this some six hundred times). */
static int same_library(const cost_rule *rule, const char *library) {
    if (rule->library == library) return 1;
    return library != NULL && rule->library != NULL && strcmp(rule->library, library) == 0;
}

/* Wraps each function of the table at `table` (library `library`, NULL for the base) that is not
   wrapped yet: the rules are looked up by name (one pass over the rules, not one per function),
   then the table's functions are counted, and one without a rule is an error. */
void tartine_wrap_library(lua_State *L, int table, const char *library) {
    table = lua_absindex(L, table);
    int ruled = 0;
    for (const cost_rule *rule = rules; rule->name != NULL; rule++) {
        if (!same_library(rule, library)) continue;
        if (lua_getfield(L, table, rule->name) != LUA_TFUNCTION) {
            lua_pop(L, 1);
            continue;
        }
        ruled++;
        if (lua_tocfunction(L, -1) == charged) {
            lua_pop(L, 1);
            continue;
        }
        if (rule->wrap == 2) {
            /* a guard: its rule goes in its upvalue (which it has, nil until now) */
            lua_pushlightuserdata(L, (void *)rule);
            if (lua_setupvalue(L, -2, TARTINE_RULE_UPVALUE) == NULL) {
                luaL_error(L, "%s.%s has no room for its cost rule (sandbox_cost.c)", library ? library : "", rule->name);
            }
        }
        if (rule->wrap != 1) {
            lua_pop(L, 1);
            continue;
        }
        push_charged(L, rule);
        lua_setfield(L, table, rule->name);
    }
    int functions = 0;
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        if (lua_type(L, -1) == LUA_TFUNCTION) functions++;
        lua_pop(L, 1);
    }
    if (functions == ruled) return;
    /* one has no rule: name it */
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        if (lua_type(L, -1) == LUA_TFUNCTION) {
            const char *name = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "(a key that is no name)";
            int known = 0;
            for (const cost_rule *rule = rules; rule->name != NULL && !known; rule++) {
                known = same_library(rule, library) && strcmp(rule->name, name) == 0;
            }
            if (!known) {
                luaL_error(L, "%s%s%s has no cost rule (sandbox_cost.c)", library ? library : "", library ? "." : "",
                           name);
            }
        }
        lua_pop(L, 1);
    }
}

void tartine_wrap_environment(lua_State *L, int env) {
    env = lua_absindex(L, env);
    tartine_wrap_library(L, env, NULL);
    static const char *const libraries[] = {"string", "table", "math", "utf8", NULL};
    for (int i = 0; libraries[i] != NULL; i++) {
        lua_getfield(L, env, libraries[i]);
        tartine_wrap_library(L, -1, libraries[i]);
        lua_pop(L, 1);
    }
    /* the string metatable: its __index is the private string table, its arithmetic converts */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_getfield(L, -1, "__index");
    tartine_wrap_library(L, -1, "string");
    lua_pop(L, 1);
    for (int i = 0; string_arithmetic[i] != NULL; i++) {
        if (lua_getfield(L, -1, string_arithmetic[i]) != LUA_TFUNCTION) {
            lua_pop(L, 1);
            continue;
        }
        push_charged(L, &arithmetic_rule);
        lua_setfield(L, -2, string_arithmetic[i]);
    }
    /* anything else the metatable holds must be known */
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
        if (lua_type(L, -1) == LUA_TFUNCTION) {
            lua_CFunction f = lua_tocfunction(L, -1);
            if (f != charged) luaL_error(L, "string metatable.%s has no cost rule (sandbox_cost.c)", lua_tostring(L, -2));
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
}

/* Reports each function of the table at `table`, named `prefix.name` (non-raising: plain
   tables, read raw). */
static void each_in(lua_State *L, int table, const char *prefix, tartine_function_callback each, void *context,
                    int depth) {
    table = lua_absindex(L, table);
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        if (lua_type(L, -2) == LUA_TSTRING) {
            char name[256];
            const char *key = lua_tostring(L, -2);
            snprintf(name, sizeof name, "%s%s%s", prefix ? prefix : "", prefix ? "." : "", key);
            if (lua_type(L, -1) == LUA_TFUNCTION) {
                each(context, name, lua_tocfunction(L, -1) == tartine_host_trampoline);
            } else if (lua_type(L, -1) == LUA_TTABLE && depth == 0) {
                each_in(L, -1, name, each, context, 1);
            }
        }
        lua_pop(L, 1);
    }
}

void tartine_sandbox_each_function(tartine_sandbox *S, tartine_function_callback each, void *context) {
    lua_State *L = S->L;
    if (!lua_checkstack(L, 8)) return;
    int top = lua_gettop(L);
    tartine_push_env(L);
    each_in(L, -1, NULL, each, context, 0);
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) each_in(L, -1, "string metatable", each, context, 1);
    lua_settop(L, top);
}

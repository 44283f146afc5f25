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
    const char *full; /* "library.name", or the name of a base function: what tostring shows */
    int wrap;
    const char *arguments;
    element_rule elements;
} cost_rule;

#define BASE(name, ...) {NULL, name, name, __VA_ARGS__}
#define LIBRARY(library, name, ...) {library, name, library "." name, __VA_ARGS__}

static const cost_rule rules[] = {
    /* base */
    BASE("assert", 0, ".", ELEMENTS_NONE),
    BASE("error", 0, ".", ELEMENTS_NONE), /* its level counts frames: never wrapped */
    BASE("getmetatable", 0, ".", ELEMENTS_NONE),
    BASE("ipairs", 0, ".", ELEMENTS_NONE),
    BASE("log", 0, ".", ELEMENTS_NONE),      /* sandbox_host.c */
    BASE("next", 0, ".", ELEMENTS_NONE),     /* sandbox_order.c */
    BASE("pairs", 0, ".", ELEMENTS_NONE),    /* sandbox_order.c */
    BASE("pcall", 0, ".", ELEMENTS_NONE),
    BASE("rawequal", 1, "e", ELEMENTS_NONE),
    BASE("rawget", 1, ".k", ELEMENTS_NONE),
    BASE("rawlen", 0, ".", ELEMENTS_NONE),
    BASE("rawset", 1, ".k.", ELEMENTS_NONE),
    BASE("select", 1, "n.", ELEMENTS_ARGUMENTS),
    BASE("setmetatable", 0, ".", ELEMENTS_NONE), /* sandbox_base.c */
    BASE("tonumber", 1, "n", ELEMENTS_NONE),
    BASE("tostring", 0, ".", ELEMENTS_NONE),
    BASE("type", 0, ".", ELEMENTS_NONE),
    BASE("xpcall", 0, ".", ELEMENTS_NONE),
    /* string (the patterns and rep charge their own work as well) */
    LIBRARY("string", "byte", 1, "pnn", ELEMENTS_RANGE_ONE),
    LIBRARY("string", "char", 1, "n", ELEMENTS_ARGUMENTS),
    LIBRARY("string", "find", 2, "ppn.", ELEMENTS_NONE),
    LIBRARY("string", "format", 2, "sr", ELEMENTS_ARGUMENTS),
    LIBRARY("string", "gmatch", 2, "pp.", ELEMENTS_NONE),
    LIBRARY("string", "gsub", 2, "pp.n", ELEMENTS_NONE),
    LIBRARY("string", "len", 1, "p", ELEMENTS_NONE),
    LIBRARY("string", "lower", 1, "s", ELEMENTS_NONE),
    LIBRARY("string", "match", 2, "ppn", ELEMENTS_NONE),
    LIBRARY("string", "rep", 2, "pnp", ELEMENTS_NONE),
    LIBRARY("string", "reverse", 1, "s", ELEMENTS_NONE),
    LIBRARY("string", "sub", 1, "pnn", ELEMENTS_NONE),
    LIBRARY("string", "upper", 1, "s", ELEMENTS_NONE),
    /* table (sandbox_tables.c charges the elements) */
    LIBRARY("table", "concat", 2, ".pnn", ELEMENTS_NONE),
    LIBRARY("table", "insert", 2, ".n.", ELEMENTS_NONE),
    LIBRARY("table", "move", 2, ".nnn.", ELEMENTS_NONE),
    LIBRARY("table", "pack", 1, ".", ELEMENTS_ARGUMENTS),
    LIBRARY("table", "remove", 2, ".n", ELEMENTS_NONE),
    LIBRARY("table", "sort", 0, ".", ELEMENTS_NONE),
    LIBRARY("table", "unpack", 2, ".nn", ELEMENTS_NONE),
    /* math: numbers, converted from strings */
    LIBRARY("math", "abs", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "acos", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "asin", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "atan", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "ceil", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "cos", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "deg", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "exp", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "floor", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "fmod", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "log", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "max", 1, "n", ELEMENTS_ARGUMENTS),
    LIBRARY("math", "min", 1, "n", ELEMENTS_ARGUMENTS),
    LIBRARY("math", "modf", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "rad", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "sin", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "sqrt", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "tan", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "tointeger", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "type", 1, ".", ELEMENTS_NONE),
    LIBRARY("math", "ult", 1, "n", ELEMENTS_NONE),
    /* math with LUA_COMPAT_MATHLIB (Debian's liblua5.4 has them) */
    LIBRARY("math", "atan2", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "cosh", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "frexp", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "ldexp", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "log10", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "pow", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "sinh", 1, "n", ELEMENTS_NONE),
    LIBRARY("math", "tanh", 1, "n", ELEMENTS_NONE),
    /* utf8 */
    LIBRARY("utf8", "char", 1, "n", ELEMENTS_ARGUMENTS),
    LIBRARY("utf8", "codepoint", 1, "pnn.", ELEMENTS_RANGE_ONE),
    LIBRARY("utf8", "codes", 1, "p.", ELEMENTS_NONE),
    LIBRARY("utf8", "len", 1, "pnn.", ELEMENTS_RANGE_ALL),
    LIBRARY("utf8", "offset", 1, "pnn", ELEMENTS_OFFSET),
    {NULL, NULL, NULL, 0, NULL, ELEMENTS_NONE},
};

/* The string metatable's arithmetic (lstrlib converts both operands, strings scanned whole). */
static const char *const string_arithmetic[] = {
    "__add", "__sub", "__mul", "__mod", "__pow", "__div", "__idiv", "__unm", NULL,
};
static const cost_rule arithmetic_rule = LIBRARY("string metatable", "arithmetic", 1, "n", ELEMENTS_NONE);

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

/* Every wrapped function is a light C function of its own (no closure to allocate in each state):
   slot i < RULE_COUNT is rules[i], the slots after it the string metatable's arithmetic, in the
   order of string_arithmetic. A slot's library function is the same in every state (one liblua),
   so it is kept once for the process; a state that finds another there stops being built. */
#define RULE_COUNT ((int)(sizeof rules / sizeof rules[0]))
#define ARITHMETIC_COUNT ((int)(sizeof string_arithmetic / sizeof string_arithmetic[0]) - 1)
#define SLOT_COUNT 100
_Static_assert(RULE_COUNT + ARITHMETIC_COUNT <= SLOT_COUNT, "more cost rules than charged slots");

static lua_CFunction originals[SLOT_COUNT];

static const cost_rule *rule_of_slot(int slot) { return slot < RULE_COUNT ? &rules[slot] : &arithmetic_rule; }

static int call_charged(lua_State *L, int slot) {
    charge(L, rule_of_slot(slot));
    return __atomic_load_n(&originals[slot], __ATOMIC_RELAXED)(L);
}

#define CHARGED(n) \
    static int charged_##n(lua_State *L) { return call_charged(L, n - 100); }
#define CHARGED_TEN(t)                                                                                  \
    CHARGED(1##t##0) CHARGED(1##t##1) CHARGED(1##t##2) CHARGED(1##t##3) CHARGED(1##t##4) CHARGED(1##t##5) \
        CHARGED(1##t##6) CHARGED(1##t##7) CHARGED(1##t##8) CHARGED(1##t##9)
CHARGED_TEN(0) CHARGED_TEN(1) CHARGED_TEN(2) CHARGED_TEN(3) CHARGED_TEN(4)
CHARGED_TEN(5) CHARGED_TEN(6) CHARGED_TEN(7) CHARGED_TEN(8) CHARGED_TEN(9)

#define CHARGED_NAMES(t)                                                                                   \
    charged_1##t##0, charged_1##t##1, charged_1##t##2, charged_1##t##3, charged_1##t##4, charged_1##t##5, \
        charged_1##t##6, charged_1##t##7, charged_1##t##8, charged_1##t##9
static const lua_CFunction charged_functions[SLOT_COUNT] = {
    CHARGED_NAMES(0), CHARGED_NAMES(1), CHARGED_NAMES(2), CHARGED_NAMES(3), CHARGED_NAMES(4),
    CHARGED_NAMES(5), CHARGED_NAMES(6), CHARGED_NAMES(7), CHARGED_NAMES(8), CHARGED_NAMES(9),
};

static int is_charged(lua_CFunction f) {
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (charged_functions[slot] == f) return 1;
    }
    return 0;
}

/* Replaces the function on top with the charged function of `slot`. */
static void push_charged(lua_State *L, int slot) {
    lua_CFunction original = lua_tocfunction(L, -1);
    if (original == NULL || lua_getupvalue(L, -1, 1) != NULL) {
        luaL_error(L, "%s is no plain C function (sandbox_cost.c)", rule_of_slot(slot)->full);
    }
    lua_CFunction expected = NULL;
    if (!__atomic_compare_exchange_n(&originals[slot], &expected, original, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED) &&
        expected != original) {
        luaL_error(L, "%s is another function than before (sandbox_cost.c)", rule_of_slot(slot)->full);
    }
    lua_pop(L, 1);
    lua_pushcfunction(L, charged_functions[slot]);
}

/* Records the name of the function on top (registry's names table: function -> the static
   C string of its name, a light userdata). */
static void name_top(lua_State *L, int names, const char *name) {
    lua_pushvalue(L, -1);
    lua_pushlightuserdata(L, (void *)name);
    lua_rawset(L, names);
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
    lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_names);
    int names = lua_gettop(L);
    int ruled = 0;
    for (const cost_rule *rule = rules; rule->name != NULL; rule++) {
        if (!same_library(rule, library)) continue;
        if (lua_getfield(L, table, rule->name) != LUA_TFUNCTION) {
            lua_pop(L, 1);
            continue;
        }
        ruled++;
        if (rule->wrap == 1 && !is_charged(lua_tocfunction(L, -1))) {
            push_charged(L, (int)(rule - rules));
            lua_pushvalue(L, -1);
            lua_setfield(L, table, rule->name);
        } else if (rule->wrap == 2) {
            /* a guard: its rule goes in its upvalue (which it has, nil until now) */
            lua_pushlightuserdata(L, (void *)rule);
            if (lua_setupvalue(L, -2, TARTINE_RULE_UPVALUE) == NULL) {
                luaL_error(L, "%s has no room for its cost rule (sandbox_cost.c)", rule->full);
            }
        }
        name_top(L, names, rule->full);
        lua_pop(L, 1);
    }
    lua_pop(L, 1); /* names */
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
        push_charged(L, RULE_COUNT + i);
        lua_setfield(L, -2, string_arithmetic[i]);
    }
    /* anything else the metatable holds must be known */
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
        if (lua_type(L, -1) == LUA_TFUNCTION) {
            if (!is_charged(lua_tocfunction(L, -1))) luaL_error(L, "string metatable.%s has no cost rule (sandbox_cost.c)", lua_tostring(L, -2));
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

/* The safe `string` library: pattern functions guarded by a cost estimate, a bounded rep.
 *
 * Lua patterns run in C, where the count hook never fires, and backtrack: each quantified item
 * may try every remaining position of the subject for every choice the items before it made.
 * The estimate, for a subject of n bytes and a pattern of m bytes:
 *
 *     cost = n^(q + s) * 2^o * m
 *
 *   q  items that can scan up to n bytes: `*`, `+`, `-` after a single-character class, `%b`
 *      balances and `%1`..`%9` back-references;
 *   o  optional items (`?`): two alternatives each;
 *   s  1 when every start position is tried (find/match/gsub without a leading '^', and gmatch,
 *      where '^' is no anchor), 0 for anchored patterns;
 *   m  the pattern length (each step may compare a literal run of the pattern).
 *
 * A call is refused with "pattern too complex for a subject of N bytes" when cost exceeds
 * TARTINE_PATTERN_COST_LIMIT (10^8), and non-plain patterns are refused on subjects longer than
 * TARTINE_PATTERN_SUBJECT_LIMIT (64 KiB). A plain find (4th argument true, or no special
 * characters) is a memory search, cost n * m, and only the cost limit applies. Each admitted call
 * is charged cost / 1000 instructions, which also checks the wall clock, and the work it does in
 * any case: TARTINE_BYTE_COST per byte of the subject an unanchored match tries from (for find,
 * the bytes before the match it returns, charged once it returns) and MATCH_COST per
 * replacement gsub makes (its output is charged by the allocator, as every result is).
 */

#include "sandbox_internal.h"

#include <math.h>
#include <string.h>

#define SPECIALS "^$*+?.([%-"

/* No special characters, embedded zeros included (mirrors nospecials in lstrlib.c). */
static int no_specials(const char *p, size_t length) {
    size_t upto = 0;
    do {
        if (strpbrk(p + upto, SPECIALS)) return 0;
        upto += strlen(p + upto) + 1;
    } while (upto <= length);
    return 1;
}

/* Index just past the set starting at p[i] == '[' (mirrors classEnd in lstrlib.c). */
static size_t set_end(const char *p, size_t length, size_t i) {
    i++;
    if (i < length && p[i] == '^') i++;
    do {
        if (i >= length) return length;
        if (p[i++] == '%' && i < length) i++;
    } while (i < length && p[i] != ']');
    return i < length ? i + 1 : length;
}

double tartine_pattern_cost(const char *p, size_t length, size_t subject_length, int anchorable) {
    size_t i = 0;
    int anchored = 0;
    double scans = 0, options = 0;
    if (anchorable && length > 0 && p[0] == '^') {
        anchored = 1;
        i = 1;
    }
    while (i < length) {
        char c = p[i];
        size_t end;
        if (c == '(' || c == ')') {
            i++;
            continue;
        }
        if (c == '%') {
            if (i + 1 >= length) break; /* malformed: Lua reports it */
            char d = p[i + 1];
            if (d == 'b') {
                scans++;
                i += 4;
                continue;
            }
            if (d == 'f') {
                i += 2;
                if (i < length && p[i] == '[') i = set_end(p, length, i);
                continue;
            }
            if (d >= '1' && d <= '9') {
                scans++;
                i += 2;
                continue;
            }
            end = i + 2;
        } else if (c == '[') {
            end = set_end(p, length, i);
        } else {
            end = i + 1;
        }
        if (end < length) {
            char q = p[end];
            if (q == '*' || q == '+' || q == '-') {
                scans++;
                end++;
            } else if (q == '?') {
                options++;
                end++;
            }
        }
        i = end;
    }
    double n = subject_length > 1 ? (double)subject_length : 1.0;
    double m = length > 0 ? (double)length : 1.0;
    return pow(n, scans + (anchored ? 0 : 1)) * pow(2.0, options) * m;
}

/* Instructions per replacement of gsub (a match, a capture pushed, the replacement added). */
#define MATCH_COST 4

typedef enum pattern_use { USE_FIND, USE_MATCH, USE_GMATCH, USE_GSUB } pattern_use;

/* Checks and charges a pattern call, then calls the original function (upvalue 1). */
static int guarded_pattern(lua_State *L, pattern_use use) {
    tartine_charge_rule(L);
    size_t subject_length = 0, pattern_length = 0;
    luaL_checklstring(L, 1, &subject_length);
    const char *pattern = luaL_checklstring(L, 2, &pattern_length);
    int plain = use == USE_FIND && (lua_toboolean(L, 4) || no_specials(pattern, pattern_length));
    double cost;
    if (plain) {
        cost = (double)(subject_length ? subject_length : 1) * (double)(pattern_length ? pattern_length : 1);
    } else {
        if (subject_length > TARTINE_PATTERN_SUBJECT_LIMIT) {
            return luaL_error(L, "pattern subject of %I bytes exceeds the limit of %d bytes",
                              (lua_Integer)subject_length, TARTINE_PATTERN_SUBJECT_LIMIT);
        }
        cost = tartine_pattern_cost(pattern, pattern_length, subject_length, use != USE_GMATCH);
    }
    if (cost > TARTINE_PATTERN_COST_LIMIT) {
        return luaL_error(L, "pattern too complex for a subject of %I bytes",
                          (lua_Integer)subject_length);
    }
    /* the bytes an unanchored match tries from: from init (find, match, gmatch) to the end */
    int anchored = use != USE_GMATCH && pattern_length > 0 && pattern[0] == '^' && !plain;
    lua_Integer scanned = 0;
    if (!anchored) {
        lua_Integer init = 1;
        if (use != USE_GSUB && lua_type(L, 3) == LUA_TNUMBER) init = lua_tointegerx(L, 3, NULL);
        lua_Integer n = (lua_Integer)subject_length;
        if (init < 0) init = init < -n ? 1 : n + init + 1;
        if (init < 1) init = 1;
        scanned = init > n ? 0 : n - init + 1;
    }
    tartine_charge(L, (lua_Integer)(cost / 1000.0) + (use == USE_FIND ? 0 : scanned * TARTINE_BYTE_COST));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    if (use == USE_FIND && !anchored) {
        /* found at p: the positions before it were tried; not found: every one was */
        lua_Integer tried = scanned;
        if (lua_type(L, 1) == LUA_TNUMBER) {
            lua_Integer start = lua_tointegerx(L, 1, NULL);
            lua_Integer from = (lua_Integer)subject_length - scanned + 1;
            tried = start >= from ? start - from + 1 : 0;
        }
        tartine_charge(L, tried * TARTINE_BYTE_COST);
    } else if (use == USE_GSUB && lua_gettop(L) >= 2) {
        tartine_charge(L, lua_tointegerx(L, 2, NULL) * MATCH_COST);
    }
    return lua_gettop(L);
}

static int safe_find(lua_State *L) { return guarded_pattern(L, USE_FIND); }
static int safe_match(lua_State *L) { return guarded_pattern(L, USE_MATCH); }
static int safe_gmatch(lua_State *L) { return guarded_pattern(L, USE_GMATCH); }
static int safe_gsub(lua_State *L) { return guarded_pattern(L, USE_GSUB); }

/* string.rep: "" when nothing would be copied (lstrlib would still loop n times), otherwise the
   original under the memory cap; its result is charged by the allocator as it is built (so an
   oversized request fails on memory). */
static int safe_rep(lua_State *L) {
    tartine_charge_rule(L);
    size_t length = 0, separator = 0;
    luaL_checklstring(L, 1, &length);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (n <= 0 || (length == 0 && (separator == 0 || n == 1))) {
        lua_pushliteral(L, "");
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static const char *const plain_names[] = {
    "byte", "char", "len", "lower", "reverse", "sub", "upper", NULL,
};

static const struct {
    const char *name;
    lua_CFunction guard;
} guarded[] = {
    {"find", safe_find}, {"match", safe_match}, {"gmatch", safe_gmatch},
    {"gsub", safe_gsub}, {"rep", safe_rep},     {"format", tartine_safe_format}, {NULL, NULL},
};

/* Copies the safe subset of the string library at `string_library` into the table at `target`. */
void tartine_add_string_functions(lua_State *L, int string_library, int target) {
    for (int i = 0; plain_names[i] != NULL; i++) {
        lua_getfield(L, string_library, plain_names[i]);
        lua_setfield(L, target, plain_names[i]);
    }
    for (int i = 0; guarded[i].name != NULL; i++) {
        lua_getfield(L, string_library, guarded[i].name);
        lua_pushnil(L); /* its cost rule (sandbox_cost.c) */
        lua_pushcclosure(L, guarded[i].guard, 2);
        lua_setfield(L, target, guarded[i].name);
    }
}

/* ptx_lex.c: turns PTX text into tokens. Comments vanish; dotted opcodes such as
 * ld.global.v4.f32 stay one word so the parser can split modifiers itself. */
#include "ptx_lex.h"
#include "util.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_word_start(int c) { return isalpha(c) || c == '_' || c == '$' || c == '%' || c == '.'; }
static int is_word_char(int c) { return isalnum(c) || c == '_' || c == '$' || c == '.'; }

static const char *lex_number(const char *p, ptx_tok *t) {
  const char *s = p;
  if (p[0] == '0' && (p[1] == 'f' || p[1] == 'F' || p[1] == 'd' || p[1] == 'D') && isxdigit((unsigned char)p[2])) {
    t->kind = TK_FLOAT;
    t->fbits = (p[1] == 'f' || p[1] == 'F') ? 32 : 64;
    t->ival = strtoull(p + 2, (char **)&p, 16);
  } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    t->kind = TK_INT;
    t->ival = strtoull(p + 2, (char **)&p, 16);
  } else {
    const char *q = p;
    while (isdigit((unsigned char)*q)) q++;
    if (*q == '.' || *q == 'e' || *q == 'E') {
      double d = strtod(p, (char **)&p);
      t->kind = TK_FLOAT;
      t->fbits = 64;
      memcpy(&t->ival, &d, 8);
    } else if (p[0] == '0' && isdigit((unsigned char)p[1])) {
      t->kind = TK_INT;
      t->ival = strtoull(p, (char **)&p, 8);
    } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
      t->kind = TK_INT;
      t->ival = strtoull(p + 2, (char **)&p, 2);
    } else {
      t->kind = TK_INT;
      t->ival = strtoull(p, (char **)&p, 10);
    }
  }
  if (*p == 'U') p++; /* unsigned suffix */
  t->len = (int)(p - s);
  return p;
}

int ptx_lex(const char *text, ptx_tok **out, int *errline, char *err, int errlen) {
  VEC(ptx_tok) toks = {0};
  int line = 1;
  const char *p = text;
  for (;;) {
    while (*p && isspace((unsigned char)*p)) {
      if (*p == '\n') line++;
      p++;
    }
    if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n') p++;
      continue;
    }
    if (p[0] == '/' && p[1] == '*') {
      p += 2;
      while (*p && !(p[0] == '*' && p[1] == '/')) {
        if (*p == '\n') line++;
        p++;
      }
      if (*p) p += 2;
      continue;
    }
    ptx_tok t = {0};
    t.s = p;
    t.line = line;
    if (!*p) {
      t.kind = TK_EOF;
      vec_push(&toks, t);
      break;
    }
    if (is_word_start((unsigned char)*p)) {
      int directive = *p == '.';
      p++;
      /* a directive ends at the next dot: ptxas reads ".reg.b32" as ".reg .b32" */
      for (;;) {
        while (is_word_char((unsigned char)*p) && !(directive && *p == '.')) p++;
        if (p[0] != ':' || p[1] != ':' || !isalnum((unsigned char)p[2])) break;
        p += 2; /* a sub-qualifier: .shared::cta, mbarrier.arrive.shared::cluster, .L2::128B */
      }
      t.kind = TK_WORD;
    } else if (isdigit((unsigned char)*p)) {
      p = lex_number(p, &t);
    } else if (*p == '"') {
      p++;
      while (*p && *p != '"' && *p != '\n') {
        if (*p == '\\' && p[1]) p++;
        p++;
      }
      if (*p != '"') {
        *errline = line;
        snprintf(err, (size_t)errlen, "unterminated string");
        free(toks.v);
        return -1;
      }
      p++;
      t.kind = TK_STRING;
    } else if (strchr(",;:[]{}()+-<>@!=|", *p)) {
      p++;
      t.kind = TK_PUNCT;
    } else {
      *errline = line;
      snprintf(err, (size_t)errlen, "unexpected character '%c'", *p);
      free(toks.v);
      return -1;
    }
    t.len = (int)(p - t.s);
    vec_push(&toks, t);
  }
  *out = toks.v;
  return toks.n;
}

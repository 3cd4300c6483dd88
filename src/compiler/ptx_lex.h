/* ptx_lex.h: PTX tokens. A word is a directive, opcode (with its dotted modifiers),
 * register, identifier or label; numbers keep their spelling for the parser. */
#ifndef HEDDLE_PTX_LEX_H
#define HEDDLE_PTX_LEX_H
#include <stdint.h>
typedef enum { TK_EOF, TK_WORD, TK_INT, TK_FLOAT, TK_STRING, TK_PUNCT } ptx_tokkind;
typedef struct ptx_tok {
  ptx_tokkind kind;
  const char *s;
  int len; /* spelling in the source text */
  int line;
  uint64_t ival; /* TK_INT value; TK_FLOAT bits */
  int fbits; /* TK_FLOAT: 32 (0f...) or 64 (0d... / decimal) */
} ptx_tok;
/* Tokenize text; returns the count, tokens in *out (malloc'd), last is TK_EOF.
 * On a lexical error returns -1 with the line in *errline and a message in err. */
int ptx_lex(const char *text, ptx_tok **out, int *errline, char *err, int errlen);
#endif

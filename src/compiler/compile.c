/* compile.c: the compiler's pipeline, read in one function (compile_kernel_c): parse,
 * plan (cfg.c's passes), lay out memory and emit C (emit.c), then describe the kernel
 * for the runtime. Only the parse writes the module; every later pass reads it. */
#include "compile.h"
#include "cfg.h"
#include "emit.h"
#include "ptx.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

compile_module *compile_module_new(void) {
  compile_module *cm = calloc(1, sizeof *cm);
  if (!cm) return NULL;
  cm->ptx = calloc(1, sizeof *cm->ptx);
  if (!cm->ptx) {
    free(cm);
    return NULL;
  }
  return cm;
}

static void free_vars(compile_module *cm) {
  for (int i = 0; cm->vars && i < cm->nvars; i++) free((void *)cm->vars[i].relocs);
  free(cm->vars);
  cm->vars = NULL;
}

/* The variable table the runtime reads, rebuilt after each parse. */
static void describe_vars(compile_module *cm) {
  ptx_module *m = cm->ptx;
  free_vars(cm);
  cm->vars = calloc((size_t)m->syms.n + 1, sizeof *cm->vars);
  if (!cm->vars) die("out of memory");
  cm->nvars = m->syms.n;
  for (int i = 0; i < m->syms.n; i++) {
    const ptx_sym *s = &m->syms.v[i];
    compile_var *v = &cm->vars[i];
    v->name = s->name;
    v->size = (uint64_t)s->size;
    v->init = s->init;
    v->storage = s->space == SP_GLOBAL || s->space == SP_CONST;
    v->managed = s->is_managed;
    if (s->nrelocs) {
      compile_reloc *r = calloc((size_t)s->nrelocs, sizeof *r);
      if (!r) die("out of memory");
      for (int j = 0; j < s->nrelocs; j++)
        r[j] = (compile_reloc){s->relocs[j].off, s->relocs[j].addend, s->relocs[j].func, s->relocs[j].target};
      v->relocs = r;
      v->nrelocs = s->nrelocs;
    }
  }
  cm->target_sm = m->target_sm;
}

int compile_module_add(compile_module *cm, const char *ptx, const char *filename, char *err, size_t errlen) {
  if (ptx_parse_add(cm->ptx, ptx, filename, err, errlen)) return -1;
  describe_vars(cm);
  return 0;
}

void compile_module_free(compile_module *cm) {
  if (!cm) return;
  ptx_module_free(cm->ptx);
  free_vars(cm);
  free(cm);
}

int compile_nfuncs(const compile_module *cm) { return cm->ptx->funcs.n; }

const char *compile_kernel_name(const compile_module *cm, int i) {
  if (i < 0 || i >= cm->ptx->funcs.n || !cm->ptx->funcs.v[i].is_entry) return NULL;
  return cm->ptx->funcs.v[i].name;
}

int compile_find_var(const compile_module *cm, const char *name) { return strmap_get(&cm->ptx->symmap, name, -1); }

/* Can an indirect call reach function i? Its address is taken, and it is a device
 * function heddle can run (one it cannot is a bad call target, not the caller's error). */
static int call_target(const ptx_module *m, int i) {
  const ptx_func *g = &m->funcs.v[i];
  return g->addr_taken && !g->is_entry && !g->is_extern && !g->error && g->insts.n;
}

/* need[] := the kernel k and every defined device function it calls, transitively, with
 * every possible target of its indirect calls (a worklist: call chains in input can be
 * long). Returns whether any needed function makes an indirect call. */
static int mark_callees(const ptx_module *m, int k, unsigned char *need) {
  int *work = malloc(sizeof(int) * ((size_t)m->funcs.n + 1)), n = 0, indirect = 0;
  if (!work) die("out of memory");
  need[k] = 1;
  work[n++] = k;
  while (n) {
    const ptx_func *f = &m->funcs.v[work[--n]];
    for (int i = 0; i < f->insts.n; i++) {
      const ptx_inst *in = &f->insts.v[i];
      if (in->op != OP_CALL) continue;
      if (in->callee < 0 && !indirect) {
        indirect = 1;
        for (int g = 0; g < m->funcs.n; g++)
          if (!need[g] && call_target(m, g)) need[g] = 1, work[n++] = g;
      }
      if (in->callee < 0 || need[in->callee] || m->funcs.v[in->callee].is_extern) continue;
      need[in->callee] = 1;
      work[n++] = in->callee;
    }
  }
  free(work);
  return indirect;
}

/* Why kernel k cannot run: its own parse-time error, else the first of its callees'. */
static const char *kernel_error(const ptx_module *m, int k, const unsigned char *need) {
  if (m->funcs.v[k].error) return m->funcs.v[k].error;
  for (int i = 0; i < m->funcs.n; i++)
    if (need[i] && m->funcs.v[i].error) return m->funcs.v[i].error;
  return NULL;
}

int compile_find_kernel(const compile_module *cm, const char *name, const char **error) {
  const ptx_module *m = cm->ptx;
  int k = strmap_get(&m->funcmap, name, -1);
  *error = NULL;
  if (k < 0 || !m->funcs.v[k].is_entry) return -1;
  unsigned char *need = calloc((size_t)m->funcs.n + 1, 1);
  if (!need) die("out of memory");
  mark_callees(m, k, need);
  *error = kernel_error(m, k, need);
  free(need);
  return k;
}

/* The plan: cfg.c's passes in order. */
static int plan(cfg_func *cf, ptx_module *m, int k, int check, arena *ar, const char *filename, char *err,
                size_t errlen) {
  ptx_func *f = &m->funcs.v[k];
  char msg[256];
  int line = f->line;
  cfg_init(cf, m, f, ar);
  cfg_unroll_warp_loops(cf);
  cfg_group_mma(cf);
  if (!getenv("HEDDLE_NO_WARPRUNS")) cfg_warp_runs(cf); /* off: to measure what it brings */
  if (cfg_blocks(cf, &line, msg, sizeof msg)) {
    ptx_errmsg(err, errlen, filename, line, f, msg);
    cfg_free(cf);
    return -1;
  }
  cfg_split_exchanges(cf);
  cfg_shapes(cf);
  cfg_ipdom(cf);
  cfg_divergence(cf);
  cfg_spins(cf);
  cfg_aggregate(cf, check);
  cfg_reconverge(cf);
  cfg_ipdom(cf);
  cfg_hoist_split(cf);
  cfg_shapes(cf);
  cfg_ctrl(cf);
  cfg_liveness(cf);
  cfg_storage(cf);
  if (!getenv("HEDDLE_NO_NARROW")) cfg_narrow(cf, check); /* off: to measure what it brings */
  if (!getenv("HEDDLE_NO_LOCKSTEP")) cfg_lockstep(cf); /* off: to measure what it brings */
  cfg_xaffine(cf);
  cfg_tail_reds(cf);
  return 0;
}

/* The kernel's atomics at a thread's tail (cfg_tail_reds), and the pointers the launch
 * must find in different allocations for the runtime to hold them */
static void describe_tails(compile_kernel *d, const cfg_func *cf) {
  for (int i = 0; i < cf->insts.n; i++) d->tails |= (cf->insts.v[i].flags & IF_TAIL) != 0;
  if (!d->tails) return;
  d->ntailp = cf->ntailp;
  d->ntailr = cf->ntailr;
  for (int i = 0; i < cf->ntailp + cf->ntailr; i++) {
    int64_t v = i < cf->ntailp ? cf->tailp[i] : cf->tailr[i - cf->ntailp];
    compile_base *cb = i < cf->ntailp ? &d->tailp[i] : &d->tailr[i - cf->ntailp];
    cb->sym = v >= CFG_TB_SYM;
    cb->idx = cb->sym ? v - CFG_TB_SYM : v;
  }
}

/* What the runtime must know of the kernel and the functions it calls (need). */
static int reads_envreg(const ptx_module *m, const ptx_inst *in) { /* the grid workspace */
  (void)m;
  for (int o = 0; o < in->nops; o++)
    if (in->ops[o].kind == OPK_SREG && in->ops[o].sreg == SR_ENVREG) return 1;
  return 0;
}
static int calls_malloc(const ptx_module *m, const ptx_inst *in) { /* the device heap */
  return in->op == OP_CALL && in->callee >= 0 &&
      (!strcmp(m->funcs.v[in->callee].name, "malloc") || !strcmp(m->funcs.v[in->callee].name, "__cudaCDP2Malloc"));
}
static int launches(const ptx_module *m, const ptx_inst *in) { /* dynamic parallelism */
  return in->op == OP_CALL && in->callee >= 0 && !strncmp(m->funcs.v[in->callee].name, "__cudaCDP2", 10);
}
static int any_inst(const ptx_module *m, const unsigned char *need, int (*pred)(const ptx_module *, const ptx_inst *)) {
  for (int i = 0; i < m->funcs.n; i++)
    for (int j = 0; need[i] && j < m->funcs.v[i].insts.n; j++)
      if (pred(m, &m->funcs.v[i].insts.v[j])) return 1;
  return 0;
}

static void describe_kernel(compile_kernel *d, const ptx_func *f, int k, const emit_sizes *sz) {
  memset(d, 0, sizeof *d);
  snprintf(d->entry, sizeof d->entry, "hdk_%d", k);
  d->shared_static = sz->shared_static;
  d->local_size = sz->local_size;
  d->scratch_per_thread = sz->scratch_per_thread;
  d->scratch_threads = sz->scratch_threads;
  d->param_size = (uint32_t)f->param_size;
  d->nparams = f->nparams;
  d->params = calloc((size_t)f->nparams + 1, sizeof *d->params);
  if (!d->params) die("out of memory");
  for (int i = 0; i < f->nparams; i++) {
    d->params[i].offset = (uint32_t)f->syms.v[i].offset;
    d->params[i].size = (uint32_t)f->syms.v[i].size;
  }
  memcpy(d->maxntid, f->maxntid, sizeof d->maxntid);
  memcpy(d->reqntid, f->reqntid, sizeof d->reqntid);
  d->nregs = f->regs.n;
  d->maxnreg = f->maxnreg;
  d->minnctapersm = f->minnctapersm;
}

int compile_kernel_c(compile_module *cm, int k, const char *filename, strbuf *c, compile_kernel *d, char *err,
                     size_t errlen) {
  return compile_kernel_c_shape(cm, k, filename, NULL, c, d, err, errlen);
}

int compile_kernel_c_shape(compile_module *cm, int k, const char *filename, const uint32_t *shape, strbuf *c,
                           compile_kernel *d, char *err, size_t errlen) {
  ptx_module *m = cm->ptx;
  const char *why;
  filename = filename ? filename : "<ptx>";
  if (k < 0 || k >= m->funcs.n || !m->funcs.v[k].is_entry) {
    snprintf(err, errlen, "%s: error: function %d is not a kernel", filename, k);
    return -1;
  }
  unsigned char *need = calloc((size_t)m->funcs.n + 1, 1);
  if (!need) die("out of memory");
  int indirect = mark_callees(m, k, need);
  if ((why = kernel_error(m, k, need))) {
    snprintf(err, errlen, "%s", why);
    free(need);
    return -1;
  }
  size_t mark = c->len;
  arena ar = {0};
  cfg_func cf;
  emit_sizes sz = {0};
  int rc = 0;
  sb_puts(c, emit_prelude);
  for (int i = 0; i < m->funcs.n; i++)
    if (need[i] && i != k) emit_func_decl(m, i, c);
  if (indirect) emit_dispatch(m, k, need, c);
  for (int i = 0; i < m->funcs.n && !rc; i++)
    if (need[i] && i != k) rc = emit_func(m, i, filename, cm->check, c, err, errlen);
  if (!rc) rc = plan(&cf, m, k, cm->check, &ar, filename, err, errlen);
  if (!rc) {
    /* without copies first; a kernel small enough for the loop vectorizer again with them */
    size_t kmark = c->len;
    rc = emit_kernel(m, &cf, k, filename, cm->check, 0, shape, c, &sz, err, errlen);
    if (!rc && !cm->check && c->len - mark - strlen(emit_prelude) < COMPILE_LOOPVEC_BELOW) {
      sb_truncate(c, kmark);
      sz = (emit_sizes){0};
      rc = emit_kernel(m, &cf, k, filename, cm->check, 1, shape, c, &sz, err, errlen);
    }
    if (!rc) {
      int spins = 0;
      for (int b = 0; b < cf.blocks.n; b++) spins |= cf.blocks.v[b].spin == 1 || cf.blocks.v[b].spin == 3;
      describe_kernel(d, &m->funcs.v[k], k, &sz);
      d->grid_sync = spins && any_inst(m, need, reads_envreg);
      d->heap = any_inst(m, need, calls_malloc);
      d->dlaunch = any_inst(m, need, launches);
      d->waits = spins;
      if (!cm->check) describe_tails(d, &cf);
    }
    cfg_free(&cf);
  }
  if (rc) sb_truncate(c, mark);
  arena_free(&ar);
  free(need);
  return rc;
}

const char *compile_prelude(void) { return emit_prelude; }

void compile_kernel_free(compile_kernel *d) {
  free(d->params);
  d->params = NULL;
}

int compile_plan_dump(compile_module *cm, int k, const char *filename, strbuf *out, char *err, size_t errlen) {
  arena ar = {0};
  cfg_func cf;
  int rc = plan(&cf, cm->ptx, k, cm->check, &ar, filename ? filename : "<ptx>", err, errlen);
  if (!rc) {
    cfg_dump(&cf, out);
    cfg_free(&cf);
  }
  arena_free(&ar);
  return rc;
}

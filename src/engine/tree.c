/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move tree (tree.h): nodes in one array addressed by index plus
 * generation, freed slots reused through a free list, positions kept at
 * every 16th ply and replayed in between.
 */
#include "tree.h"

#include "movegen.h"
#include "san.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An id is a slot index in its low bits and the slot's generation above. */
#define INDEX_BITS  17
#define INDEX_MASK  ((1 << INDEX_BITS) - 1)
#define GEN_MASK    0x3fff
#define CHECKPOINT  16
#define ID(i, g)    ((CeNodeId) (((g) << INDEX_BITS) | (i)))
#define ID_INDEX(i) ((int) ((i) &INDEX_MASK))
#define ID_GEN(i)   ((int) (((i) >> INDEX_BITS) & GEN_MASK))

_Static_assert(CE_TREE_MAX_NODES <= INDEX_MASK + 1, "node index bits");

typedef struct
{
  CeTreeNode n;
  int gen;
  bool alive;
  int next_free;
  CePosition *pos;       /* for the root and every CHECKPOINT-th ply */
  char san[CE_SAN_SIZE]; /* the move's SAN once asked (ce_tree_san), else "" */
} Slot;

struct CeTree
{
  const CeVariant *v;
  Slot *slots;
  int nslots, cap; /* slots used so far, allocated */
  int free_head;   /* -1: none */
  int live;
};

static void *
xrealloc (void *p, size_t n)
{
  void *q = realloc (p, n ? n : 1);
  if (!q)
    abort ();
  return q;
}

static char *
xstrdup_or_null (const char *s)
{
  if (!s || !*s)
    return NULL;
  size_t n = strlen (s);
  char *d = xrealloc (NULL, n + 1);
  memcpy (d, s, n + 1);
  return d;
}

static Slot *
slot_of (const CeTree *t, CeNodeId id)
{
  if (!t || id < 0)
    return NULL;
  int i = ID_INDEX (id);
  if (i >= t->nslots)
    return NULL;
  Slot *s = &t->slots[i];
  if (!s->alive || s->gen != ID_GEN (id))
    return NULL;
  return s;
}

static CeNodeId
id_of (const CeTree *t, const Slot *s)
{
  int i = (int) (s - t->slots);
  return ID (i, s->gen);
}

/* A fresh slot, or -1 when the tree is full. */
static int
new_slot (CeTree *t)
{
  int i;
  if (t->live >= CE_TREE_MAX_NODES)
    return -1;
  if (t->free_head >= 0)
    {
      i = t->free_head;
      t->free_head = t->slots[i].next_free;
    }
  else
    {
      if (t->nslots == t->cap)
        {
          int cap = t->cap ? t->cap * 2 : 16;
          t->slots = xrealloc (t->slots, sizeof (Slot) * (size_t) cap);
          t->cap = cap;
        }
      i = t->nslots++;
      t->slots[i].gen = 0;
    }
  Slot *s = &t->slots[i];
  int gen = s->gen;
  memset (s, 0, sizeof *s);
  s->gen = gen;
  s->alive = true;
  s->next_free = -1;
  s->n.parent = CE_NODE_NONE;
  s->n.clock_ms = CE_TREE_NO_CLOCK;
  t->live++;
  return i;
}

static void
release_slot (CeTree *t, int i)
{
  Slot *s = &t->slots[i];
  free (s->n.children);
  free (s->n.comment_before);
  free (s->n.comment);
  free (s->n.marks);
  free (s->pos);
  int gen = (s->gen + 1) & GEN_MASK;
  memset (s, 0, sizeof *s);
  s->gen = gen;
  s->alive = false;
  s->next_free = t->free_head;
  t->free_head = i;
  t->live--;
}

CeTree *
ce_tree_new (const CePosition *start)
{
  CeTree *t = xrealloc (NULL, sizeof *t);
  memset (t, 0, sizeof *t);
  t->v = start->v;
  t->free_head = -1;
  int i = new_slot (t);
  t->slots[i].pos = xrealloc (NULL, sizeof (CePosition));
  *t->slots[i].pos = *start;
  return t;
}

void
ce_tree_free (CeTree *t)
{
  if (!t)
    return;
  for (int i = 0; i < t->nslots; i++)
    if (t->slots[i].alive)
      {
        Slot *s = &t->slots[i];
        free (s->n.children);
        free (s->n.comment_before);
        free (s->n.comment);
        free (s->n.marks);
        free (s->pos);
      }
  free (t->slots);
  free (t);
}

CeTree *
ce_tree_copy (const CeTree *t)
{
  if (!t)
    return NULL;
  CeTree *c = xrealloc (NULL, sizeof *c);
  *c = *t;
  c->slots = xrealloc (NULL, sizeof (Slot) * (size_t) (t->cap ? t->cap : 1));
  memcpy (c->slots, t->slots, sizeof (Slot) * (size_t) t->nslots);
  for (int i = 0; i < t->nslots; i++)
    {
      Slot *s = &c->slots[i];
      if (!s->alive)
        continue;
      const Slot *o = &t->slots[i];
      if (o->n.children)
        {
          s->n.children = xrealloc (NULL, sizeof (CeNodeId) * (size_t) o->n.children_cap);
          memcpy (s->n.children, o->n.children, sizeof (CeNodeId) * (size_t) o->n.nchildren);
        }
      s->n.comment_before = xstrdup_or_null (o->n.comment_before);
      s->n.comment = xstrdup_or_null (o->n.comment);
      if (o->n.marks)
        {
          s->n.marks = xrealloc (NULL, sizeof (CeMark) * CE_TREE_MAX_MARKS);
          memcpy (s->n.marks, o->n.marks, sizeof (CeMark) * (size_t) o->n.nmarks);
        }
      if (o->pos)
        {
          s->pos = xrealloc (NULL, sizeof (CePosition));
          *s->pos = *o->pos;
        }
    }
  return c;
}

const CeVariant *
ce_tree_variant (const CeTree *t)
{
  return t ? t->v : NULL;
}

CeNodeId
ce_tree_root (const CeTree *t)
{
  /* The root is slot 0 and is never freed. */
  return t ? ID (0, t->slots[0].gen) : CE_NODE_NONE;
}

int
ce_tree_count (const CeTree *t)
{
  return t ? t->live : 0;
}

bool
ce_tree_valid (const CeTree *t, CeNodeId id)
{
  return slot_of (t, id) != NULL;
}

const CeTreeNode *
ce_tree_node (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  return s ? &s->n : NULL;
}

/* ---- Positions ---- */

bool
ce_tree_position (const CeTree *t, CeNodeId id, CePosition *out)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return false;
  CeMove moves[CHECKPOINT];
  int n = 0;
  while (!s->pos)
    {
      moves[n++] = s->n.move;
      s = slot_of (t, s->n.parent);
    }
  *out = *s->pos;
  CeUndo u;
  while (n > 0)
    ce_make (out, moves[--n], &u);
  return true;
}

CeMove
ce_tree_move (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  return s ? s->n.move : CE_MOVE_NONE;
}

const char *
ce_tree_san (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  if (!s || s->n.move == CE_MOVE_NONE)
    return "";
  if (!s->san[0])
    {
      CePosition before;
      ce_tree_position (t, s->n.parent, &before);
      ce_move_to_san (&before, s->n.move, s->san);
    }
  return s->san;
}

void
ce_tree_set_san (CeTree *t, CeNodeId id, const char *san)
{
  Slot *s = slot_of (t, id);
  if (s && s->n.move != CE_MOVE_NONE)
    snprintf (s->san, sizeof s->san, "%s", san);
}

/* ---- Growing ---- */

static void
add_child (CeTreeNode *p, CeNodeId c)
{
  if (p->nchildren == p->children_cap)
    {
      int cap = p->children_cap ? p->children_cap * 2 : 2;
      p->children = xrealloc (p->children, sizeof (CeNodeId) * (size_t) cap);
      p->children_cap = cap;
    }
  p->children[p->nchildren++] = c;
}

static CeNodeId
add (CeTree *t, CeNodeId parent, CeMove m, bool reuse, const CePosition *known)
{
  Slot *p = slot_of (t, parent);
  if (!p || m == CE_MOVE_NONE)
    return CE_NODE_NONE;
  if (reuse)
    for (int i = 0; i < p->n.nchildren; i++)
      {
        Slot *c = slot_of (t, p->n.children[i]);
        if (c && c->n.move == m)
          return p->n.children[i];
      }
  CePosition pos;
  if (known)
    pos = *known;
  else
    {
      ce_tree_position (t, parent, &pos);
      CeMove legal[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, legal);
      bool ok = false;
      for (int i = 0; i < n && !ok; i++)
        ok = legal[i] == m;
      if (!ok)
        return CE_NODE_NONE;
    }
  int ply = p->n.ply + 1;
  int i = new_slot (t);
  if (i < 0)
    return CE_NODE_NONE;
  /* new_slot may have moved the array. */
  p = slot_of (t, parent);
  Slot *s = &t->slots[i];
  s->n.move = m;
  s->n.parent = parent;
  s->n.ply = ply;
  if (ply % CHECKPOINT == 0)
    {
      CeUndo u;
      ce_make (&pos, m, &u);
      s->pos = xrealloc (NULL, sizeof (CePosition));
      *s->pos = pos;
    }
  CeNodeId id = id_of (t, s);
  add_child (&p->n, id);
  return id;
}

CeNodeId
ce_tree_add_move (CeTree *t, CeNodeId parent, CeMove m)
{
  return add (t, parent, m, true, NULL);
}

CeNodeId
ce_tree_add_move_new (CeTree *t, CeNodeId parent, CeMove m)
{
  return add (t, parent, m, false, NULL);
}

CeNodeId
ce_tree_add_legal_move (CeTree *t, CeNodeId parent, const CePosition *pos, CeMove m)
{
  return pos ? add (t, parent, m, false, pos) : CE_NODE_NONE;
}

/* ---- Reshaping ---- */

static int
child_index (const CeTreeNode *p, CeNodeId c)
{
  for (int i = 0; i < p->nchildren; i++)
    if (p->children[i] == c)
      return i;
  return -1;
}

/* The nearest ancestor-or-self of `id` that is not its parent's first
 * child, CE_NODE_NONE if there is none. */
static CeNodeId
variation_head (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  while (s && s->n.parent != CE_NODE_NONE)
    {
      Slot *p = slot_of (t, s->n.parent);
      if (p->n.children[0] != id)
        return id;
      id = s->n.parent;
      s = p;
    }
  return CE_NODE_NONE;
}

bool
ce_tree_promote (CeTree *t, CeNodeId id)
{
  CeNodeId head = variation_head (t, id);
  if (head == CE_NODE_NONE)
    return false;
  CeTreeNode *p = &slot_of (t, slot_of (t, head)->n.parent)->n;
  int i = child_index (p, head);
  p->children[i] = p->children[i - 1];
  p->children[i - 1] = head;
  return true;
}

bool
ce_tree_promote_to_main (CeTree *t, CeNodeId id)
{
  bool changed = false;
  Slot *s = slot_of (t, id);
  while (s && s->n.parent != CE_NODE_NONE)
    {
      CeTreeNode *p = &slot_of (t, s->n.parent)->n;
      int i = child_index (p, id);
      if (i > 0)
        {
          memmove (p->children + 1, p->children, sizeof (CeNodeId) * (size_t) i);
          p->children[0] = id;
          changed = true;
        }
      id = s->n.parent;
      s = slot_of (t, id);
    }
  return changed;
}

bool
ce_tree_delete (CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  if (!s || s->n.parent == CE_NODE_NONE)
    return false;
  CeTreeNode *p = &slot_of (t, s->n.parent)->n;
  int i = child_index (p, id);
  memmove (p->children + i, p->children + i + 1,
           sizeof (CeNodeId) * (size_t) (p->nchildren - i - 1));
  p->nchildren--;
  /* The subtree, without recursion: a stack of slot indices to free, each
   * pushing its children before it goes. */
  int *stack = xrealloc (NULL, sizeof (int) * 16);
  int n = 0, cap = 16;
  stack[n++] = ID_INDEX (id);
  while (n > 0)
    {
      int k = stack[--n];
      Slot *x = &t->slots[k];
      for (int c = 0; c < x->n.nchildren; c++)
        {
          if (n == cap)
            {
              cap *= 2;
              stack = xrealloc (stack, sizeof (int) * (size_t) cap);
            }
          stack[n++] = ID_INDEX (x->n.children[c]);
        }
      release_slot (t, k);
    }
  free (stack);
  return true;
}

bool
ce_tree_delete_variation (CeTree *t, CeNodeId id)
{
  CeNodeId head = variation_head (t, id);
  return head != CE_NODE_NONE && ce_tree_delete (t, head);
}

/* ---- Navigating ---- */

CeNodeId
ce_tree_parent (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  return s ? s->n.parent : CE_NODE_NONE;
}

int
ce_tree_nchildren (const CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  return s ? s->n.nchildren : 0;
}

CeNodeId
ce_tree_child (const CeTree *t, CeNodeId id, int i)
{
  Slot *s = slot_of (t, id);
  if (!s || i < 0 || i >= s->n.nchildren)
    return CE_NODE_NONE;
  return s->n.children[i];
}

CeNodeId
ce_tree_main_child (const CeTree *t, CeNodeId id)
{
  return ce_tree_child (t, id, 0);
}

CeNodeId
ce_tree_mainline_node (const CeTree *t, int ply)
{
  if (!t || ply < 0)
    return CE_NODE_NONE;
  CeNodeId id = ce_tree_root (t);
  for (int i = 0; i < ply && id != CE_NODE_NONE; i++)
    id = ce_tree_main_child (t, id);
  return id;
}

int
ce_tree_mainline_length (const CeTree *t)
{
  if (!t)
    return 0;
  int n = 0;
  for (CeNodeId id = ce_tree_main_child (t, ce_tree_root (t)); id != CE_NODE_NONE;
       id = ce_tree_main_child (t, id))
    n++;
  return n;
}

bool
ce_tree_is_mainline (const CeTree *t, CeNodeId id)
{
  return slot_of (t, id) && variation_head (t, id) == CE_NODE_NONE;
}

int
ce_tree_path (const CeTree *t, CeNodeId id, CeNodeId *out, int max)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return -1;
  int ply = s->n.ply;
  for (int i = ply - 1; i >= 0; i--)
    {
      if (i < max)
        out[i] = id;
      id = s->n.parent;
      s = slot_of (t, id);
    }
  return ply;
}

/* ---- Annotating ---- */

void
ce_tree_set_comment (CeTree *t, CeNodeId id, const char *text)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return;
  char *copy = xstrdup_or_null (text);
  free (s->n.comment);
  s->n.comment = copy;
}

void
ce_tree_set_comment_before (CeTree *t, CeNodeId id, const char *text)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return;
  char *copy = xstrdup_or_null (text);
  free (s->n.comment_before);
  s->n.comment_before = copy;
}

bool
ce_tree_add_nag (CeTree *t, CeNodeId id, int nag)
{
  Slot *s = slot_of (t, id);
  if (!s || s->n.parent == CE_NODE_NONE || nag < 1 || nag > 255 || s->n.nnags >= CE_TREE_MAX_NAGS)
    return false;
  for (int i = 0; i < s->n.nnags; i++)
    if (s->n.nags[i] == nag)
      return false;
  s->n.nags[s->n.nnags++] = (uint8_t) nag;
  return true;
}

void
ce_tree_clear_nags (CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  if (s)
    s->n.nnags = 0;
}

void
ce_tree_set_eval (CeTree *t, CeNodeId id, const CeTreeEval *eval)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return;
  if (eval && eval->set)
    s->n.eval = *eval;
  else
    memset (&s->n.eval, 0, sizeof s->n.eval);
}

void
ce_tree_set_clock (CeTree *t, CeNodeId id, int64_t ms)
{
  Slot *s = slot_of (t, id);
  if (s)
    s->n.clock_ms = ms < 0 ? CE_TREE_NO_CLOCK : ms;
}

static bool
on_board (const CeTree *t, uint8_t sq)
{
  return t->v->on_board[sq];
}

bool
ce_tree_add_mark (CeTree *t, CeNodeId id, char colour, uint8_t from, uint8_t to)
{
  Slot *s = slot_of (t, id);
  if (!s || colour < 'A' || colour > 'Z' || !on_board (t, from) || from == to
      || (to != CE_NO_SQ && !on_board (t, to)))
    return false;
  for (int i = 0; i < s->n.nmarks; i++)
    if (s->n.marks[i].from == from && s->n.marks[i].to == to)
      {
        s->n.marks[i].colour = colour;
        return true;
      }
  if (s->n.nmarks >= CE_TREE_MAX_MARKS)
    return false;
  if (!s->n.marks)
    s->n.marks = xrealloc (NULL, sizeof (CeMark) * CE_TREE_MAX_MARKS);
  s->n.marks[s->n.nmarks++] = (CeMark){ colour, from, to };
  return true;
}

bool
ce_tree_remove_mark (CeTree *t, CeNodeId id, uint8_t from, uint8_t to)
{
  Slot *s = slot_of (t, id);
  if (!s)
    return false;
  for (int i = 0; i < s->n.nmarks; i++)
    if (s->n.marks[i].from == from && s->n.marks[i].to == to)
      {
        memmove (s->n.marks + i, s->n.marks + i + 1,
                 sizeof (CeMark) * (size_t) (s->n.nmarks - i - 1));
        s->n.nmarks--;
        return true;
      }
  return false;
}

void
ce_tree_clear_marks (CeTree *t, CeNodeId id)
{
  Slot *s = slot_of (t, id);
  if (s)
    s->n.nmarks = 0;
}

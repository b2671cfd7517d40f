/* SPDX-License-Identifier: GPL-3.0-or-later
 * Variants as data: a piece table, board geometry, castling and promotion
 * data, and a few narrow hooks; from these the engine builds, once per
 * variant, the move and attack tables that move generation runs on.
 *
 * A variant definition (variants/NAME.c) fills a CeVariantDef; variant.c
 * turns it into a CeVariant.  Core code reads rules only through CeVariant
 * fields, never by testing which variant it is.
 *
 * This header is the engine's bottom layer beside types.h: it includes
 * nothing that includes it back, so it reads alone.  The list of variants
 * (ce_variant_get and its neighbours) is declared here but defined in
 * variant-registry.c, above the evaluation and the position strings that
 * a built variant needs.
 */
#pragma once

#include "eval-tables.h"
#include "types.h"

/* ---- Words the user sees ----
 * The engine has no gettext: it marks its English words for xgettext with
 * these no-op macros (po/meson.build passes their keywords), and the UI
 * translates them where it shows them (src/model/variant-words.c).
 *   CE_N_ (s)          a plain msgid
 *   CE_NC_ (ctx, s)    a msgid in context; pieces always use CE_PIECE_CONTEXT
 *   CE_NN_ (one, many) a singular/plural pair, for a count ("%d rook") */
#define CE_N_(s)          s
#define CE_NC_(ctx, s)    s
#define CE_NN_(one, many) one, many
#define CE_PIECE_CONTEXT  "piece"

/* How a step repeats. */
typedef enum
{
  CE_STEP_LEAP,        /* one jump by the vector */
  CE_STEP_RIDE,        /* repeated along the vector until blocked */
  CE_STEP_BENT_BISHOP, /* ZigZag Bishop: (k+1, k), k >= 2, either of two paths */
  CE_STEP_BENT_ROOK    /* ZigZag Rook: (1, k+1), k >= 2, either of two paths */
} CeStepKind;

/* What a step may do on its target. */
enum
{
  CE_MODE_MOVE = 1,    /* to an empty square */
  CE_MODE_CAPTURE = 2, /* onto an enemy piece */
  CE_MODE_BOTH = 3
};

/* Which orientations of a step vector a piece has. */
typedef enum
{
  CE_SYM_ONE, /* just this vector (for White; Black's is mirrored) */
  CE_SYM_LR,  /* this vector and its left-right mirror image */
  CE_SYM_ALL  /* all 8 rotations and reflections */
} CeSym;

typedef struct
{
  int8_t df, dr;  /* for White; Black's vector follows CeVariantDef.black_mirror */
  uint8_t kind;   /* CeStepKind */
  uint8_t mode;   /* CE_MODE_* */
  uint8_t sym;    /* CeSym */
  uint8_t region; /* 0: everywhere; else CeVariantDef.step_limit decides per square */
} CeStep;

/* Piece flags. */
enum
{
  CE_PF_ROYAL = 1 << 0, /* may not be left attacked; one per side */
  CE_PF_PAWN = 1 << 1,  /* promotes; its moves reset the 50-move count */
  CE_PF_EP = 1 << 2, /* makes en-passant squares with multi-step pushes and captures en passant */
  CE_PF_ENTER
  = 1 << 3, /* Zone X: may move without capturing from outside the zone to any empty zone square */
  CE_PF_NO_FEN = 1 << 4, /* a derived form (zelig power): read from FEN as the base type */
  CE_PF_HAND = 1 << 5,   /* may be held in hand and dropped */
  /* A power-changing piece (a zelig): the piece itself is the base type and
   * each power it can take is a derived type with the same flag. */
  CE_PF_POWER = 1 << 6
};

/* How the UI names a piece type; every field is an English msgid (see
 * CE_N_ above), so a translation keyed by it applies unchanged. */
typedef struct
{
  const char *title;                  /* on its own: "ZigZag Rook" (CE_PIECE_CONTEXT) */
  const char *white, *black;          /* with its colour: "white ZigZag Rook" (CE_PIECE_CONTEXT) */
  const char *count_one, *count_many; /* a count: "%d ZigZag Rook", "%d ZigZag Rooks" */
  /* How it moves, in one or two short sentences (CE_N_): what a tooltip
   * and a screen reader tell of the piece.  Never NULL. */
  const char *moves;
  /* Power pieces only (CE_PF_POWER), NULL otherwise: */
  const char *power;       /* the power's artwork name, "queen" (insignia-queen.svg) */
  const char *power_title; /* a derived power's title, "Queen" (CE_PIECE_CONTEXT); NULL
                            * for the base type, whose power is a monarch's step */
  /* the power in a tally of powers, "%d rook", "%d rooks" (CE_NN_) */
  const char *power_count_one, *power_count_many;
  /* the power's one letter on the board's badges, "N" (CE_NC_ "power letter") */
  const char *power_letter;
} CePieceText;

#define CE_MAX_STEPS 12

typedef struct
{
  char letter;      /* upper-case FEN letter */
  const char *name; /* English, lower case: names its artwork and help text ("zigzag rook") */
  unsigned flags;   /* CE_PF_* */
  uint8_t base;     /* type whose letter and hash keys this one shares (itself if 0) */
  int value;        /* material value in centipawns, for evaluation */
  int nsteps;
  CeStep steps[CE_MAX_STEPS];
  CePieceText text;
  /* Its artwork's name when it is not `name` (the Diagonal knight leaps
   * (3,1) and is drawn as "long knight"); NULL: `name`. */
  const char *artwork;
} CePieceDef;

typedef enum
{
  CE_CASTLE_NONE,
  CE_CASTLE_ORTHODOX,    /* king two squares, the rook-square piece to the square crossed */
  CE_CASTLE_ANY_PARTNER, /* Zone X: as orthodox, with any friendly non-pawn piece as partner */
  CE_CASTLE_FLEXIBLE     /* ZigZag: king 1-3 squares towards the K rook, 1-4 towards the Q rook */
} CeCastleKind;

typedef enum
{
  CE_MIRROR_RANK, /* Black's vectors are White's with the rank direction reversed */
  CE_MIRROR_POINT /* Black's vectors are White's turned 180 degrees (Diagonal Chess) */
} CeMirror;

/* How the board is drawn. */
typedef enum
{
  CE_SHAPE_SQUARE, /* files across, ranks up */
  CE_SHAPE_TURNED, /* the square grid turned 45 degrees, a1 at the bottom (Diagonal) */
  CE_SHAPE_DIAMOND /* the square grid with holes (on_board), drawn as a diamond */
} CeBoardShape;

/* Why a power piece (a zelig) has the power it has: what the UI tells a
 * player who asks ("Rook: the nearest zelig on the a-file"). */
typedef enum
{
  CE_POWER_FILE,      /* the power of the file it stands on, whatever else is there */
  CE_POWER_NEAREST,   /* the nearest zelig on its file (to its own side's first rank), which
                       * takes the file's own piece: the queen on d, a rook on a and h */
  CE_POWER_ROOK_TWO,  /* a rook as the second-nearest on its rook file, the other rook
                       * file having no zelig of its side */
  CE_POWER_NEXT,      /* the next power down its file's chain after the nearer zelig on
                       * `related` */
  CE_POWER_NO_ROOK,   /* as CE_POWER_NEXT, a rook skipped: its side has two rooks already */
  CE_POWER_LEFT_OVER, /* a monarch: nearer zeligs took every power its file gives */
} CePowerReasonCode;

typedef struct
{
  int type;               /* the power: the piece type it has */
  CePowerReasonCode code; /* why */
  int file;               /* the file that decides, 0 for a */
  int related;            /* CE_POWER_NEXT, CE_POWER_NO_ROOK, CE_POWER_ROOK_TWO: the nearer
                           * zelig on the same file the chain goes on from; else CE_NO_SQ */
} CePowerReason;

typedef struct CeVariantDef CeVariantDef;

struct CeVariantDef
{
  const char *id;
  const char *name;        /* English, CE_N_: the PGN Variant tag and the UI's title */
  const char *description; /* one line, CE_N_ */
  /* The help text's name: data/help/<help>.txt; NULL: the id. */
  const char *help;
  CeBoardShape shape;
  int files, ranks;
  /* Optional: false for a grid cell that is not a square (Diamond). */
  bool (*on_board) (int file, int rank);
  /* What cells off the board inside it are called, CE_N_ ("the Lake"):
   * a keyboard cursor that skips them says so.  NULL: none has a name. */
  const char *hole_name;
  CeMirror black_mirror;
  int ntypes; /* types are 1..ntypes */
  CePieceDef types[CE_MAX_TYPES];
  const char *start_fen;
  bool holdings; /* the position string carries [holdings] */

  CeCastleKind castling;
  /* Squares as "e1"-style names for White; Black's are mirrored across the
   * middle rank. */
  const char *king_start;
  const char *rook_start[2]; /* [0] K side (highest file), [1] Q side */
  /* The piece type a castling right needs on the rook square, or 0 for any
   * non-pawn piece, or -1 for none at all (Zone X: rights follow the king
   * only). */
  int castle_partner;
  bool castle_rights_follow_rooks; /* a move from or to a rook square clears its right */

  /* Pawns: the limit for a step with region != 0 on one square:
   * -1 the step does not exist there, 0 unlimited, n at most n squares. */
  int (*step_limit) (int type, int color, int file, int rank, const CeStep *step);
  /* Promotion: for a pawn of `color` arriving on (file, rank), a bit set of
   * the types it may become (bit t for type t), 0 if the square does not
   * promote. */
  unsigned (*promotion) (int color, int file, int rank);
  /* Pawns may not stand on these squares in a position string. */
  bool (*pawn_forbidden) (int type, int color, int file, int rank);
  /* Zone X: the zone squares for CE_PF_ENTER pieces (NULL: none). */
  bool (*zone) (int file, int rank);
  bool insufficient_material_rule; /* orthodox dead-position draws */

  /* Hooks for what the data cannot say. */
  /* Recompute derived piece types (zelig powers) from the placement; called
   * after every change of the board that moves, adds or removes a power
   * piece (CE_PF_POWER).  The contract that makes skipping it and the fast
   * legality test exact: a side's powers follow from the squares of that
   * side's own power pieces alone. */
  void (*refresh) (CePosition *pos);
  /* Whether taking the power piece on `sq` may change the powers of its
   * side's other pieces (NULL: never).  Such captures are tested for
   * legality by making them; every other move keeps the opponent's powers,
   * so pins and checks decide it. */
  bool (*capture_repowers) (const CePosition *pos, int sq);
  /* Why the power piece on `sq` has its power (see ce_power_reason in
   * position.h); NULL for variants without power pieces. */
  bool (*power_reason) (const CePosition *pos, int sq, CePowerReason *out);
  /* An extra legality rule, tested after the move is made; `mover` made it. */
  bool (*extra_legal) (const CePosition *pos, int mover);
  /* The same rule for a plain move (CE_MOVE_NORMAL) of the side to move,
   * decided before the move is made, for the fast legality test (NULL: it
   * makes the move and asks extra_legal). */
  bool (*extra_legal_move) (const CePosition *pos, CeMove m);
  /* That rule in words, for a position set up against it, per colour of
   * the side breaking it (CE_N_; NULL: the UI's generic sentence). */
  const char *extra_legal_text[2];
  /* Add moves the tables cannot describe (drops); returns the new count. */
  int (*extra_moves) (const CePosition *pos, CeMove *moves, int n);
  /* A pawn of the own side on this square wins at once (White's square,
   * "h8"; Black's follows black_mirror). NULL: no such square. */
  const char *flag_square;
  /* What other engines call this variant: UCI's UCI_Variant value and
   * CECP's variant name; NULL where no engine but ours knows it. */
  const char *uci_name;
  const char *cecp_name;
  /* Level 1's share of moves chosen at a glance, blind to the reply
   * (level.c), in percent; 0: the levels' own.  Set so that level 1 loses
   * about half its games to a one-ply material grabber (bench/ladder.sh):
   * what a careless move costs differs from game to game, and so does how
   * badly a grabber plays when nothing is to be taken (Zone X's hundred
   * entry moves). */
  int beginner_oversight_pct;
};

/* ---- Built tables ---- */

typedef struct
{
  uint8_t to;
  uint8_t mode;
  uint8_t cover; /* CE_NO_SQ, or a square that must be occupied: when it is
                  * empty, a ray of the same piece already reaches `to` */
} CeLeap;

typedef struct
{
  uint32_t sq; /* index into CeVariant.pool */
  uint8_t len;
  uint8_t mode;
} CeRay;

typedef struct
{
  uint8_t to;
  uint8_t mode;
  uint8_t n1, n2;  /* lengths of the two paths */
  uint32_t p1, p2; /* indices into CeVariant.pool */
} CeBent;

/* Whether no piece stands on the `n` squares of `path` (a bent move's
 * path in CeVariant.pool): the one test every walker of bent moves makes. */
static inline bool
ce_path_clear (const CePiece *board, const uint8_t *path, int n)
{
  for (int i = 0; i < n; i++)
    if (board[path[i]])
      return false;
  return true;
}

typedef struct
{
  uint32_t first;
  uint32_t count;
} CeSpan;

typedef struct
{
  CeSpan leaps, rays, bents;
} CeMoveSet;

/* Attack tables are indexed by the attacked square. `mask` has bit p set for
 * every piece code p that attacks along the entry. */
typedef struct
{
  uint8_t from;
  uint32_t mask;
} CeAttackLeap;

typedef struct
{
  uint32_t sq;
  uint8_t len;
  uint32_t mask;
} CeAttackRay;

typedef struct
{
  uint8_t from;
  uint8_t n1, n2;
  uint32_t p1, p2;
  uint32_t mask;
} CeAttackBent;

enum
{
  CE_CASTLE_WK = 1,
  CE_CASTLE_WQ = 2,
  CE_CASTLE_BK = 4,
  CE_CASTLE_BQ = 8
};

struct CeVariant
{
  const CeVariantDef *def;
  int files, ranks;
  int nsquares;
  uint8_t squares[CE_NSQ]; /* the real squares, a1 first */
  bool on_board[CE_NSQ];
  bool zone[CE_NSQ];
  uint8_t zone_squares[CE_NSQ]; /* the zone's squares, in the order of `squares` */
  int nzone;
  uint16_t promo[2][CE_NSQ]; /* bit set of promotion types, 0: not a promotion square */
  uint32_t color_mask[2];    /* bits of every piece code of a colour */
  uint32_t slider_mask;      /* codes that have capturing rays */
  uint32_t power_mask;       /* codes of power pieces (CE_PF_POWER) */
  bool has_bents;
  uint8_t pawn_type; /* the EP pawn type, 0 if none */

  /* Castling */
  uint8_t king_start[2];
  uint8_t flag_sq[2]; /* CE_NO_SQ if none */
  uint8_t rook_start[2][2];
  uint8_t castle_clear[CE_NSQ]; /* rights lost by a move from or to a square */

  /* Zobrist keys */
  uint64_t zob_piece[CE_NCODES][CE_NSQ];
  uint64_t zob_side;
  uint64_t zob_castle[16];
  uint64_t zob_ep[CE_NSQ];
  uint64_t zob_hold[CE_NCODES][32];

  /* Move tables, per piece code and square */
  CeMoveSet moves[CE_NCODES][CE_NSQ];
  /* Attack tables, per attacked square */
  CeSpan att_leaps[CE_NSQ], att_rays[CE_NSQ], att_bents[CE_NSQ];

  CeLeap *leaps;
  CeRay *rays;
  CeBent *bents;
  uint8_t *pool;
  CeAttackLeap *aleaps;
  CeAttackRay *arays;
  CeAttackBent *abents;

  /* What the layers above these tables make of them, filled in by
   * variant-registry.c as it builds the variant: */
  const CePosition *start; /* the start position, read once (ce_position_start) */
  CeEvalTables eval;       /* the evaluation's tables (eval.c) */
};

/* ---- The list of variants (variant-registry.c) ---- */

/* The built variant with this id, or NULL.  Built on first use, thread-safe;
 * the result is immutable and lives for the whole process. */
const CeVariant *ce_variant_get (const char *id);

/* The ids of all variants, NULL-terminated, in a fixed order. */
const char *const *ce_variant_ids (void);

/* The variant a new user's first game is played in. */
const char *ce_variant_default_id (void);

/* The position of `v` in ce_variant_ids (). */
int ce_variant_index (const CeVariant *v);

/* The type of `v` with this English name (CePieceDef.name), 0 if none: for
 * callers that hold a name, as a test or a command line does. */
int ce_variant_type_named (const CeVariant *v, const char *name);

/* The square that is to Black what `sq` is to White: across the middle
 * rank, or turned about the centre where black_mirror says so. */
int ce_variant_black_square (const CeVariant *v, int sq);

/* The type whose letter and hash keys `type` shares (itself for most). */
static inline int
ce_variant_base (const CeVariant *v, int type)
{
  return v->def->types[type].base ? v->def->types[type].base : type;
}

/* ---- What the app asks of a variant ---- */

/* How its board is drawn. */
static inline CeBoardShape
ce_variant_shape (const CeVariant *v)
{
  return v->def->shape;
}

/* The name of its help text (data/help/<name>.txt). */
static inline const char *
ce_variant_help_name (const CeVariant *v)
{
  return v->def->help ? v->def->help : v->def->id;
}

/* True if `type` is a power-changing piece (a zelig, in any power). */
static inline bool
ce_variant_is_power_piece (const CeVariant *v, int type)
{
  return type > 0 && type <= v->def->ntypes && (v->def->types[type].flags & CE_PF_POWER);
}

/* The piece type held in hand and dropped, or 0 if the variant has none. */
static inline int
ce_variant_hand_type (const CeVariant *v)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].flags & CE_PF_HAND)
      return t;
  return 0;
}

/* True if `sq` is a zone square (Zone X's entry zone). */
static inline bool
ce_variant_is_zone (const CeVariant *v, int sq)
{
  return v->zone[sq];
}

/* The square a pawn of `color` wins on at once, or CE_NO_SQ. */
static inline int
ce_variant_flag_square (const CeVariant *v, int color)
{
  return v->flag_sq[color];
}

/* The types a pawn of `color` may promote to on `sq` (bit t for type t), 0
 * if `sq` is no promotion square for it. */
static inline unsigned
ce_variant_promotion_types (const CeVariant *v, int color, int sq)
{
  return v->promo[color][sq];
}

/* The name UCI engines know the variant by (their UCI_Variant value), or
 * NULL if none knows it; orthodox chess is "chess", which every UCI chess
 * engine plays whether or not it lists variants. */
static inline const char *
ce_variant_uci_name (const CeVariant *v)
{
  return v->def->uci_name;
}

/* The same for CECP (XBoard) engines: "normal" for orthodox chess. */
static inline const char *
ce_variant_cecp_name (const CeVariant *v)
{
  return v->def->cecp_name;
}

/* Square name ("e4", "j10") into buf (at least 4 bytes); returns buf. */
char *ce_square_name (int sq, char *buf);
/* Parses a square name at s; returns the number of characters read (0 on
 * error) and stores the square.  Checks only the grid size, not holes. */
int ce_square_parse (const CeVariant *v, const char *s, int *sq);

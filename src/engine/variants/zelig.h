/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the zelig variants (`zelig`, `zelig2`, `mchess`) share: the piece
 * table, in which every power of a zelig is a type derived from the plain
 * zelig (a monarch), the common setup and rules, and the plain file powers.
 */
#pragma once

#include "common.h"

enum
{
  KING = 1,
  PAWN,
  MONARCH, /* the base type: a zelig as read from a position string */
  ZQUEEN,
  ZROOK,
  ZBISHOP,
  ZKNIGHT
};

/* The orthodox pawn push on an 8x8 board. */
int ce_zelig_step_limit (int type, int color, int file, int rank, const CeStep *step);

/* Promotion on the last rank, only to a zelig (its power follows at once). */
unsigned ce_zelig_promotion (int color, int file, int rank);

/* M-Chess powers, for both sides: a/h rook, b/g knight, c/f bishop, d queen,
 * e monarch, by the file alone. */
void ce_zelig_refresh_by_file (CePosition *pos);
/* Why a zelig has its power under those rules: its file's (CE_POWER_FILE). */
bool ce_zelig_power_reason_by_file (const CePosition *pos, int sq, CePowerReason *out);

#define ZELIG_COUNTS CE_NN_ ("%d zelig", "%d zeligs")

#define ZELIG_TYPES                                                                                \
  [KING] = PIECE ('K', "king",                                                                     \
                  TEXT_KING_AS (CE_N_ ("One square in any direction; castles with the zelig on a " \
                                       "rook's starting square.")),                                \
                  CE_PF_ROYAL, 0, STEPS_KING),                                                     \
  [PAWN] = PIECE ('P', "pawn", TEXT_PAWN, CE_PF_PAWN | CE_PF_EP, 100, STEPS_PAWN),                 \
  [MONARCH]                                                                                        \
    = PIECE ('Z', "zelig",                                                                         \
             POWER_TEXT (CE_NC_ ("piece", "Zelig"), CE_NC_ ("piece", "white zelig"),               \
                         CE_NC_ ("piece", "black zelig"), ZELIG_COUNTS,                            \
                         CE_N_ ("A monarch now: one square in any direction, like a king, but "    \
                                "not royal. Its power changes with the square it stands on."),     \
                         "monarch", NULL, CE_NN_ ("%d monarch", "%d monarchs"),                    \
                         CE_NC_ ("power letter", "M")),                                            \
             CE_PF_POWER, 300, STEPS_KING),                                                        \
  [ZQUEEN] = DERIVED_PIECE (                                                                       \
    'Z', "zelig queen",                                                                            \
    POWER_TEXT (CE_NC_ ("piece", "Zelig queen"), CE_NC_ ("piece", "white zelig queen"),            \
                CE_NC_ ("piece", "black zelig queen"), ZELIG_COUNTS,                               \
                CE_N_ ("A queen now: slides any distance along a rank, file or diagonal. Its "     \
                       "power changes with the square it stands on."),                             \
                "queen", CE_NC_ ("piece", "Queen"), CE_NN_ ("%d queen", "%d queens"),              \
                CE_NC_ ("power letter", "Q")),                                                     \
    CE_PF_POWER, MONARCH, 950, STEPS_QUEEN),                                                       \
  [ZROOK] = DERIVED_PIECE (                                                                        \
    'Z', "zelig rook",                                                                             \
    POWER_TEXT (CE_NC_ ("piece", "Zelig rook"), CE_NC_ ("piece", "white zelig rook"),              \
                CE_NC_ ("piece", "black zelig rook"), ZELIG_COUNTS,                                \
                CE_N_ ("A rook now: slides any distance along a rank or file. Its power changes "  \
                       "with the square it stands on."),                                           \
                "rook", CE_NC_ ("piece", "Rook"), CE_NN_ ("%d rook", "%d rooks"),                  \
                CE_NC_ ("power letter", "R")),                                                     \
    CE_PF_POWER, MONARCH, 500, STEPS_ROOK),                                                        \
  [ZBISHOP] = DERIVED_PIECE (                                                                      \
    'Z', "zelig bishop",                                                                           \
    POWER_TEXT (CE_NC_ ("piece", "Zelig bishop"), CE_NC_ ("piece", "white zelig bishop"),          \
                CE_NC_ ("piece", "black zelig bishop"), ZELIG_COUNTS,                              \
                CE_N_ ("A bishop now: slides any distance diagonally. Its power changes with the " \
                       "square it stands on."),                                                    \
                "bishop", CE_NC_ ("piece", "Bishop"), CE_NN_ ("%d bishop", "%d bishops"),          \
                CE_NC_ ("power letter", "B")),                                                     \
    CE_PF_POWER, MONARCH, 330, STEPS_BISHOP),                                                      \
  [ZKNIGHT] = DERIVED_PIECE (                                                                      \
    'Z', "zelig knight",                                                                           \
    POWER_TEXT (CE_NC_ ("piece", "Zelig knight"), CE_NC_ ("piece", "white zelig knight"),          \
                CE_NC_ ("piece", "black zelig knight"), ZELIG_COUNTS,                              \
                CE_N_ ("A knight now: leaps two squares straight and one to the side. Its power "  \
                       "changes with the square it stands on."),                                   \
                "knight", CE_NC_ ("piece", "Knight"), CE_NN_ ("%d knight", "%d knights"),          \
                CE_NC_ ("power letter", "N")),                                                     \
    CE_PF_POWER, MONARCH, 320, STEPS_KNIGHT)

/* Everything but the powers: the orthodox setup with zeligs, orthodox
 * castling with a zelig as partner, promotion to a zelig. */
#define ZELIG_COMMON                                                                \
  .files = 8, .ranks = 8, .ntypes = 7, .types = { ZELIG_TYPES },                    \
  .start_fen = "zzzzkzzz/pppppppp/8/8/8/8/PPPPPPPP/ZZZZKZZZ w KQkq - 0 1",          \
  .castling = CE_CASTLE_ORTHODOX, .king_start = "e1", .rook_start = { "h1", "a1" }, \
  .castle_partner = MONARCH, .castle_rights_follow_rooks = true,                    \
  .step_limit = ce_zelig_step_limit, .promotion = ce_zelig_promotion

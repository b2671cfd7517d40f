/* SPDX-License-Identifier: GPL-3.0-or-later
 * The PGN reader's error cases, each with its exact position and message:
 * test-pgn.c reads them whole, test-pgn-stream.c in pieces of every size.
 */
#pragma once

typedef struct
{
  const char *text;
  int line, column;
  const char *message;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "1. e4 e5\n2. Nf6", 2, 4, "illegal move \"Nf6\": no knight can reach f6" },
  { "1. d4 e5 2. Nf3 a6 3. Nd2", 1, 23, "ambiguous move \"Nd2\": Nbd2 or Nfd2" },
  { "[Variant \"zonex\"]\n1. Nd4", 2, 4, "ambiguous move \"Nd4\": Nbd4 or Ngd4" },
  { "[Variant \"zonex\"]\n[FEN \"4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1\"]\n1. d4", 3, 4,
    "ambiguous move \"d4\": dd4 or ed4" },
  { "[Variant \"zigzag\"]\n[FEN \"4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1\"]\n1. O-O", 3, 4,
    "ambiguous move \"O-O\": O-O/1, O-O/2 or O-O/3" },
  { "[FEN \"8/4P3/8/8/8/8/8/k6K w - - 0 1\"]\n1. e8", 2, 4,
    "ambiguous move \"e8\": e8=Q, e8=R, e8=B or e8=N" },
  { "1. e4 {a comment\nthat never ends", 1, 7, "unterminated comment" },
  { "[Event \"x\"]\n[Variant \"foo\"]\n\n1. e4 *", 2, 10, "unknown variant \"foo\"" },
  { "[FEN \"8/8/8 w - - 0 1\"]\n*", 1, 6, "bad FEN tag: the board has 3 ranks, expected 8" },
  { "[Variant \"zigzag\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n*",
    2, 6, "bad FEN tag: unknown piece letter 'n' for ZigZag Madness" },
  { "[Event \"x\"]\n[ \"y\"]", 2, 3, "expected a tag name" },
  { "[1x \"y\"]", 1, 2, "expected a tag name" },
  { "[Event x]", 1, 8, "expected a quoted tag value" },
  { "[Event \"x\"\n1. e4", 1, 11, "expected ']' after the tag value" },
  { "[Event\n\"x\"]", 1, 7, "expected a quoted tag value" },
  { "[Event \"x]\n1. e4", 1, 8, "unterminated tag value" },
  { "1. f3 e5 2. g4 Qh4# 3. a3", 1, 24, "move after the end of the game (checkmate)" },
  { "[Variant \"diagonal\"]\n[FEN \"8/6P1/8/8/8/8/8/K6k w - - 0 1\"]\n1. h8 Kg8", 3, 7,
    "move after the end of the game (pawn reached the flag square)" },
  { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n1. Kd2", 2, 4,
    "move after the end of the game (insufficient material)" },
  { "[Result \"1-0\"]\n1. e4 0-1", 2, 7, "result \"0-1\" disagrees with the Result tag \"1-0\"" },
  { "[Result \"1-0\"]\n1. e4 *", 2, 7, "result \"*\" disagrees with the Result tag \"1-0\"" },
  { "[Result \"white won\"]\n1. e4 1-0", 1, 9,
    "bad Result tag \"white won\": expected 1-0, 0-1, 1/2-1/2 or *" },
  { "1. f3 e5 2. g4 Qh4# 1-0", 1, 21,
    "result \"1-0\" contradicts the final position (checkmate: 0-1)" },
  { "[Result \"1/2-1/2\"]\n1. f3 e5 2. g4 Qh4#", 1, 9,
    "result \"1/2-1/2\" contradicts the final position (checkmate: 0-1)" },
  { "1. e4 (1. d4 (1. c4 c5) d5\n", 1, 7, "unterminated variation" },
  { "1. e4 (1. d4 d5\n[Event \"x\"]", 1, 7, "unterminated variation" },
  { "1. e4 e5 ) 2. Nf3", 1, 10, "unexpected ')'" },
  { "[Event \"x\"]\n(1. e4)", 2, 1, "unexpected '(' before the first move" },
  { "1. e4 $ e5", 1, 7, "expected a number after '$'" },
  { "1. e4 & e5", 1, 7, "unexpected character '&'" },
  { "1. e4 e5 ]", 1, 10, "unexpected character ']'" },
  { "1. e4 \xc3\xa9", 1, 7, "unexpected byte 0xc3" },
  { "1. Xe4", 1, 4, "illegal move \"Xe4\": Chess has no piece X" },
  { "1. e4 e5 2. Jf3", 1, 13, "illegal move \"Jf3\": Chess has no piece J" },
  { "1. e9", 1, 4, "illegal move \"e9\": e9 is not a square of Chess" },
  { "[Variant \"Diamond Chess\"]\n1. Ne5", 2, 4,
    "illegal move \"Ne5\": e5 is not a square of Diamond Chess" },
  { "1. e2e5", 1, 4, "illegal move \"e2e5\": no legal move from e2 to e5" },
  { "1. Nb1-d4", 1, 4, "illegal move \"Nb1-d4\": no knight on b1 can reach d4" },
  { "1. Nb-d4", 1, 4, "illegal move \"Nb-d4\": no knight on the b-file can reach d4" },
  { "1. N1d4", 1, 4, "illegal move \"N1d4\": no knight on rank 1 can reach d4" },
  { "1. O-O", 1, 4, "illegal move \"O-O\": short castling is not possible here" },
  { "1. 0-0-0", 1, 4, "illegal move \"0-0-0\": long castling is not possible here" },
  { "1. J@d4", 1, 4, "illegal move \"J@d4\": Chess has no J to drop" },
  { "[Variant \"zigzag\"]\n1. J@d6", 2, 4,
    "illegal move \"J@d6\": no ninja pawn can be dropped on d6" },
  { "[Variant \"zigzag\"]\n1. f1g1c", 2, 4, "illegal move \"f1g1c\": no castling move reaches g1" },
  { "[FEN \"8/4P3/8/8/8/8/8/k6K w - - 0 1\"]\n1. e8=K", 2, 4,
    "illegal move \"e8=K\": no promotion to K here" },
  { "1. e4 e5 2. foo", 1, 13, "malformed move \"foo\"" },
  { "1. e4 e5 2. Nf3-", 1, 13, "malformed move \"Nf3-\"" },
  { "1. e4 --", 1, 7, "malformed move \"--\"" },
  { "1. aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 1, 4,
    "malformed move \"aaaaaaaaaaaaaaaaaaaa...\"" },
  /* The error is in the second game: the first is not returned either. */
  { "1. e4 *\n\n[Event \"2\"]\n1. e5 *", 4, 4, "illegal move \"e5\": no pawn can reach e5" },
};

//! The rule enums: each way the presets differ, with its names in specs.

doska_core::choices! {
    /// How men capture: in the directions they step in, or backward as well.
    pub enum ManCapture {
        /// Forward and backward (Brazilian, Russian and international draughts).
        BothWays = "both-ways",
        /// Forward only (English / American checkers); with orthogonal men, forward and
        /// sideways (Turkish draughts).
        Forward = "forward",
    }
}

doska_core::choices! {
    /// How far kings move and capture.
    pub enum KingRange {
        /// Any distance along a diagonal ("flying" kings); a capturing king may land on
        /// any empty square beyond the captured piece.
        Flying = "flying",
        /// One square; a capture jumps an adjacent piece to the square just beyond.
        Short = "short",
    }
}

doska_core::choices! {
    /// Which capture sequence a player may choose.
    pub enum CaptureChoice {
        /// The sequence capturing the most pieces is compulsory (kings count as one).
        Maximum = "maximum",
        /// Any complete capture sequence (capturing itself stays compulsory).
        Free = "free",
    }
}

doska_core::choices! {
    /// What a man does when a capture brings it to the far rank and the move could go on.
    pub enum Promotion {
        /// It captures on as a man and is promoted only if the move ends on the far rank
        /// (Brazilian and international draughts).
        AtEnd = "at-end",
        /// It is promoted at once and captures on as a king (Russian draughts).
        ContinueAsKing = "continue-as-king",
        /// The move ends there and the man is crowned (English / American checkers).
        Stop = "stop",
    }
}

doska_core::choices! {
    /// The squares the game is played on.
    pub enum PlayingSquares {
        /// The dark squares (`a1` is dark): the diagonal games.
        Dark = "dark",
        /// All 64 squares of the 8×8 board (Turkish draughts).
        All = "all",
    }
}

doska_core::choices! {
    /// How men step and capture.
    pub enum ManMoves {
        /// One square diagonally forward; captures along the diagonals.
        Diagonal = "diagonal",
        /// One square straight forward or sideways; captures along ranks and files
        /// (Turkish draughts).
        Orthogonal = "orthogonal",
    }
}

doska_core::choices! {
    /// The lines along which kings move and capture.
    pub enum KingLines {
        /// The four diagonal directions.
        Diagonal = "diagonal",
        /// The four directions along ranks and files (Turkish draughts).
        Orthogonal = "orthogonal",
        /// All eight directions.
        Both = "both",
    }
}

doska_core::choices! {
    /// When the pieces a move captures leave the board.
    pub enum Removal {
        /// When the move ends: until then a jumped piece blocks and cannot be jumped
        /// again.
        AtEnd = "at-end",
        /// At once, as each is jumped: its square is empty for the rest of the move
        /// (Turkish draughts).
        AtOnce = "at-once",
    }
}

doska_core::choices! {
    /// Whether a capturing piece may turn straight back (180°) between two captures.
    pub enum Reverse {
        /// It may (it can only matter when captured pieces are removed at once).
        Allowed = "allowed",
        /// It may not (Turkish draughts); a turn of 90° (or 45°) is allowed.
        Forbidden = "forbidden",
    }
}

doska_core::choices! {
    /// What a side plays for.
    pub enum Goal {
        /// A side with no piece or no legal move on its turn loses.
        Normal = "normal",
        /// Reversed: a side with no piece or no legal move on its turn wins.
        Giveaway = "giveaway",
        /// The wolf and the sheep: White's single man (the wolf) steps one square along
        /// any diagonal and wins the moment it stands on rank 1; Black's men (the sheep)
        /// step one square diagonally up and win when the wolf, to move, cannot; sheep
        /// without a step pass; nobody captures and nothing is promoted.
        Wolf = "wolf",
    }
}

doska_core::choices! {
    /// What becomes of a captured piece.
    pub enum Captured {
        /// It leaves the board (every preset but column draughts).
        Removed = "removed",
        /// Pieces stack into columns (column draughts): a jump takes only the top piece
        /// of the jumped column, which goes to the bottom of the capturing column; the
        /// rest of the jumped column stays and belongs to its new top piece.
        Stacked = "stacked",
    }
}

doska_core::choices! {
    /// Where the men stand at the start.
    pub enum StartSetup {
        /// Each side's men on the dark squares of its first `side/2 − 1` ranks (12 men on
        /// 8×8, 20 on 10×10).
        Standard = "standard",
        /// Each side's men on the dark squares on its own side of the long diagonal
        /// a1–h8 (a1–j10), the diagonal empty: White below-right of it, Black above-left.
        Diagonal = "diagonal",
        /// The wolf and the sheep: Black's men on the dark squares of rank 1 (a1 c1 e1
        /// g1 on 8×8), White's wolf not yet on the board.
        WolfAndSheep = "wolf-and-sheep",
    }
}

doska_core::choices! {
    /// Which pieces a capture may jump.
    pub enum Jumps {
        /// The other side's pieces only.
        Enemy = "enemy",
        /// Own pieces as well as the other side's (self-capture); every jumped piece is
        /// removed and counts toward the majority rule, and any jump is compulsory.
        OwnToo = "own-too",
        /// Own pieces as well, but compulsory only for a sequence that takes an enemy
        /// piece: when one exists, only those may be played (the majority rule among
        /// them, all jumped pieces counted); otherwise a jump over own pieces only is a
        /// free choice beside the steps (its sequence still taken in full, the majority
        /// rule among such jumps).
        OwnOptional = "own-optional",
        /// None: there are no captures (the wolf and the sheep).
        None = "none",
    }
}

doska_core::choices! {
    /// To whom the pieces belong.
    pub enum Pieces {
        /// Each piece to one side (White's and Black's).
        Sided = "sided",
        /// To nobody (Artamonov's game): all pieces are of one colour, either player
        /// (South, playing up, and North, playing down) may move any of them, any piece
        /// but the mover may be jumped, and each player keeps the count of the pieces it
        /// captured.
        Neutral = "neutral",
    }
}

doska_core::choices! {
    /// Whether the piece that made the last move may make this one.
    pub enum LastMoved {
        /// It may.
        Free = "free",
        /// It may neither step nor capture (it may be captured); the compulsory-capture
        /// rule looks only at the pieces allowed to move. Meaningful with neutral
        /// pieces only.
        Barred = "barred",
    }
}

doska_core::choices! {
    /// How a side enters the board.
    pub enum Placement {
        /// All pieces start on the board.
        None = "none",
        /// White starts without a piece and its first move places one on an empty dark
        /// square of rank 8 (the wolf).
        TopRank = "top-rank",
    }
}

doska_core::choices! {
    /// Draws decided by the material on the board.
    pub enum MaterialDraws {
        /// None.
        None = "none",
        /// The traditional draws of Russian and Brazilian play, in force the moment they
        /// arise unless the side to move can capture: one king against one king, two
        /// kings against one, and three kings against one while the lone king stands on
        /// the long diagonal.
        Traditional = "traditional",
        /// The endgame counts of the international (FMJD) rules: three pieces (three
        /// kings, two kings and a man, or a king and two men) against a lone king are
        /// drawn after 16 moves each; two kings, a king and a man, or one king against a
        /// lone king after 5 moves each.
        Fmjd = "fmjd",
        /// Drawn as soon as each side has a single king and nothing else.
        OneKingEach = "one-king-each",
        /// Drawn as soon as each side has a single piece, man or king (the Turkish
        /// tournament rule).
        OnePieceEach = "one-piece-each",
    }
}

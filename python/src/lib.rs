//! `doska._doska`: the compiled part of the `doska` Python package (docs/learning.md).
//!
//! Python sees [`Game`], [`State`], [`Outcome`] and [`VectorEnv`], the function
//! `games()`, and the exceptions `DoskaError` (a `ValueError`), `UnknownGameError`,
//! `PositionError`, `IllegalMoveError` and `GameOverError`. The package's
//! `__init__.py` re-exports them with their docs.

use numpy::ndarray::{Array1, Array2, Array3, Array4};
use numpy::{
    AllowTypeChange, IntoPyArray, PyArray1, PyArray2, PyArray4, PyArrayLike1, PyArrayMethods,
};
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;

use doska::core::learning::{EnvConfig, ObservationStyle, StepBuffers};
use doska::core::svg::SvgOptions;
use doska::core::Player;
use doska::learning::AnyVecEnv;
use doska::registry::{self, AnyGame};
use doska::{AnyError, AnyMove, Session};

create_exception!(
    _doska,
    DoskaError,
    PyValueError,
    "Every error of the doska package: the game's own words."
);
create_exception!(
    _doska,
    UnknownGameError,
    DoskaError,
    "A game spec that names no game, preset or option."
);
create_exception!(
    _doska,
    PositionError,
    DoskaError,
    "A position or game record text the game refuses."
);
create_exception!(
    _doska,
    IllegalMoveError,
    DoskaError,
    "A move (text or action index) that is not legal here."
);
create_exception!(
    _doska,
    GameOverError,
    IllegalMoveError,
    "A move asked for in a game that is over."
);

/// The Python exception for a facade error, with its message.
fn py_err(e: AnyError) -> PyErr {
    let text = e.to_string();
    match e {
        AnyError::Position(_) | AnyError::Record(_) => PositionError::new_err(text),
        AnyError::Over => GameOverError::new_err(text),
        AnyError::Move(_) | AnyError::MoveAt { .. } | AnyError::IllegalAction { .. } => {
            IllegalMoveError::new_err(text)
        }
        _ => DoskaError::new_err(text),
    }
}

fn style_of(name: &str) -> PyResult<ObservationStyle> {
    ObservationStyle::from_name(name).ok_or_else(|| {
        DoskaError::new_err(format!(
            "unknown observation style `{name}`: egocentric or openspiel"
        ))
    })
}

fn seat(players: usize, index: usize) -> PyResult<Player> {
    Player::new(index)
        .filter(|p| p.index() < players)
        .ok_or_else(|| {
            DoskaError::new_err(format!("seat {index} is not at this table of {players}"))
        })
}

/// Every variant of this build as `family/preset`, in the order of `doska list`.
#[pyfunction]
fn games() -> Vec<String> {
    registry::variants()
}

/// The rules of one game, built from a spec such as `checkers/russian`, `mill/nine`
/// or `checkers:board=10,capture=majority`.
#[pyclass(frozen, module = "doska")]
struct Game {
    game: AnyGame,
}

#[pymethods]
impl Game {
    #[new]
    fn new(spec: &str) -> PyResult<Self> {
        let game = registry::build(spec).map_err(|e| UnknownGameError::new_err(e.to_string()))?;
        Ok(Game { game })
    }

    /// The spec that rebuilds this game (its canonical name).
    #[getter]
    fn name(&self) -> String {
        self.game.name()
    }

    /// The number of seats.
    #[getter]
    fn players(&self) -> usize {
        self.game.session().players()
    }

    /// The size of the action space: every action index is below it.
    #[getter]
    fn num_actions(&self) -> usize {
        self.game.num_actions()
    }

    /// The game's name for a seat (`White`).
    fn player_name(&self, seat_index: usize) -> PyResult<String> {
        let s = self.game.session();
        Ok(s.player_name(seat(s.players(), seat_index)?))
    }

    /// The shape (planes, height, width) of an observation of `style`
    /// (`egocentric` or `openspiel`), or None when the game has no such observation.
    #[pyo3(signature = (style = "egocentric"))]
    fn observation_shape(&self, style: &str) -> PyResult<Option<(usize, usize, usize)>> {
        Ok(self
            .game
            .observation_shape(style_of(style)?)
            .map(|s| (s.planes, s.height, s.width)))
    }

    /// A new state at the start position.
    fn start(&self) -> State {
        State::new(self.game.session())
    }

    /// A new state at a position given in the game's text.
    fn position(&self, text: &str) -> PyResult<State> {
        Ok(State::new(self.game.session_from(text).map_err(py_err)?))
    }

    /// A new state at the end of the first game of a record (PDN, or the same format
    /// for any game), every move replayed and checked.
    fn record(&self, text: &str) -> PyResult<State> {
        Ok(State::new(
            self.game.session_from_record(text).map_err(py_err)?,
        ))
    }

    fn __repr__(&self) -> String {
        format!("doska.Game({:?})", self.game.name())
    }

    fn __eq__(&self, other: &Game) -> bool {
        self.game == other.game
    }
}

/// The legal moves of a state, computed once per position.
struct Legal {
    texts: Vec<String>,
    moves: Vec<AnyMove>,
}

/// A game being played: its position, the moves so far (for repetition and undo) and
/// how it ended. `play`, `step` and `undo` change it in place; `copy()` branches.
#[pyclass(module = "doska")]
struct State {
    session: Session,
    legal: Option<Legal>,
}

impl State {
    fn new(session: Session) -> Self {
        State {
            session,
            legal: None,
        }
    }

    fn legal(&mut self) -> &Legal {
        let session = &self.session;
        self.legal.get_or_insert_with(|| {
            let moves = session.legal_moves();
            let texts = moves.iter().map(|mv| session.format_move(mv)).collect();
            Legal { texts, moves }
        })
    }
}

#[pymethods]
impl State {
    /// The legal moves as text, in move generation order (empty when the game is over).
    fn legal_moves(&mut self) -> Vec<String> {
        self.legal().texts.clone()
    }

    /// The action indices of the legal moves, in the order of `legal_moves()`.
    fn legal_actions(&self) -> Vec<usize> {
        self.session.legal_actions()
    }

    /// A boolean NumPy array of `num_actions`: true at the legal actions.
    fn legal_action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut mask = vec![false; self.session.num_actions()];
        self.session.legal_action_mask(&mut mask);
        Array1::from(mask).into_pyarray(py)
    }

    /// Plays a move given as text (any form the game reads), in place.
    ///
    /// Raises IllegalMoveError (GameOverError when the game is over) with the game's
    /// reason; the state is then unchanged.
    fn play(&mut self, text: &str) -> PyResult<()> {
        let found = self.legal.as_ref().and_then(|l| {
            l.texts
                .iter()
                .position(|t| t == text)
                .map(|i| l.moves[i].clone())
        });
        match found {
            Some(mv) => self.session.play(&mv).map_err(py_err)?,
            None => {
                self.session.play_text(text).map_err(py_err)?;
            }
        }
        self.legal = None;
        Ok(())
    }

    /// Plays the legal move with this action index, in place, and returns its text.
    fn step(&mut self, action: usize) -> PyResult<String> {
        let text = self.session.play_action(action).map_err(py_err)?;
        self.legal = None;
        Ok(text)
    }

    /// Takes back the last move; returns its text, or None at the start.
    fn undo(&mut self) -> Option<String> {
        let mv = self.session.undo()?;
        self.legal = None;
        Some(mv.to_string())
    }

    /// The text of the legal move with this action index, or None.
    fn action_to_move(&self, action: usize) -> Option<String> {
        self.session.action_text(action)
    }

    /// The action index of a legal move given as text.
    fn move_to_action(&self, text: &str) -> PyResult<usize> {
        self.session.action_of(text).map_err(py_err)
    }

    /// An independent copy of this state.
    fn copy(&self) -> State {
        State {
            session: self.session.clone(),
            legal: None,
        }
    }

    fn __copy__(&self) -> State {
        self.copy()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.copy()
    }

    /// The seat to move (0-based).
    #[getter]
    fn to_move(&self) -> usize {
        self.session.to_move().index()
    }

    /// The number of moves played since the state's start.
    #[getter]
    fn plies(&self) -> usize {
        self.session.plies()
    }

    /// The moves played since the state's start, as text.
    fn history(&self) -> Vec<String> {
        self.session.record()
    }

    /// True when the game has ended.
    fn is_over(&self) -> bool {
        self.session.is_over()
    }

    /// How the game ended, or None while it goes on.
    fn outcome(&self) -> Option<Outcome> {
        let verdict = self.session.verdict()?;
        let players = self.session.players();
        let payoffs = self.session.payoffs()?;
        Some(Outcome {
            result: self.session.result().unwrap_or_default(),
            reason: self
                .session
                .reason()
                .map(|r| r.describe().to_string())
                .unwrap_or_default(),
            payoffs: Player::all(players).map(|p| payoffs[p]).collect(),
            winners: Player::all(players)
                .filter(|&p| verdict.is_win_for(p))
                .map(|p| p.index())
                .collect(),
        })
    }

    /// The observation of the position as a float32 NumPy array (planes, height,
    /// width), from `perspective`'s seat (the seat to move when None), in `style`
    /// (`egocentric` or `openspiel`).
    #[pyo3(signature = (perspective = None, style = "egocentric"))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        perspective: Option<usize>,
        style: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let style = style_of(style)?;
        let shape = self
            .session
            .game()
            .observation_shape(style)
            .ok_or_else(|| {
                DoskaError::new_err(format!(
                    "{} has no {style} observation",
                    self.session.name()
                ))
            })?;
        let who = match perspective {
            Some(i) => seat(self.session.players(), i)?,
            None => self.session.to_move(),
        };
        let mut out = Array3::<f32>::zeros((shape.planes, shape.height, shape.width));
        let flat = out.as_slice_mut().expect("a new array is contiguous");
        self.session.observation(who, style, flat).map_err(py_err)?;
        Ok(out.into_pyarray(py).into_any())
    }

    /// The number of leaf positions `depth` moves ahead (perft).
    fn perft(&self, py: Python<'_>, depth: u32) -> u64 {
        let session = self.session.clone();
        py.detach(move || session.perft(depth))
    }

    /// The move an agent (`random`, `greedy`, `alphabeta:depth=6`, `mcts:playouts=2000`,
    /// …) chooses here, as text; the state is not changed.
    #[pyo3(signature = (spec, seed = 0))]
    fn agent_move(&self, py: Python<'_>, spec: &str, seed: u64) -> PyResult<String> {
        let agent = spec
            .parse::<doska::ai::AgentSpec>()
            .map_err(|e| DoskaError::new_err(e.to_string()))?;
        let session = self.session.clone();
        let mv = py
            .detach(move || {
                session
                    .agent_move(&agent, seed)
                    .map(|mv| session.format_move(&mv))
            })
            .map_err(py_err)?;
        Ok(mv)
    }

    /// The position in the game's text (what `Game.position` reads).
    fn text(&self) -> String {
        self.session.position()
    }

    /// The position drawn as text.
    fn diagram(&self) -> String {
        self.session.diagram()
    }

    /// The game so far as a record (PDN for draughts).
    fn record(&self) -> PyResult<String> {
        self.session.record_text(&[]).map_err(py_err)
    }

    /// The position as an SVG picture, `size` pixels wide, from `perspective`'s seat
    /// (the game's usual view when None), with the last move marked.
    #[pyo3(signature = (size = 400, perspective = None, coordinates = true))]
    fn svg(&self, size: u32, perspective: Option<usize>, coordinates: bool) -> PyResult<String> {
        let perspective = match perspective {
            Some(i) => Some(seat(self.session.players(), i)?),
            None => None,
        };
        let mut options = SvgOptions::default();
        options.size = size;
        options.perspective = perspective;
        options.coordinates = coordinates;
        options.last_move = self.session.last_move_marks();
        Ok(self.session.svg(&options))
    }

    /// The picture for Jupyter.
    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(400, None, true)
    }

    /// The rules being played.
    #[getter]
    fn game(&self) -> Game {
        Game {
            game: self.session.game(),
        }
    }

    fn __str__(&self) -> String {
        self.session.diagram()
    }

    fn __repr__(&self) -> String {
        format!(
            "doska.State({:?}, {:?})",
            self.session.name(),
            self.session.position()
        )
    }
}

/// How a game ended.
#[pyclass(frozen, get_all, module = "doska")]
struct Outcome {
    /// The ending in words (`White wins: …`).
    result: String,
    /// Why it ended (`no legal move`, `repetition`, …).
    reason: String,
    /// Each seat's payoff in [-1, 1] (1 for a win, 0 for a draw, -1 for a loss with two
    /// players).
    payoffs: Vec<f64>,
    /// The seats that won (empty for a draw).
    winners: Vec<usize>,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        format!(
            "doska.Outcome({:?}, payoffs={:?})",
            self.result, self.payoffs
        )
    }
}

/// `num_envs` games of one variant stepped together in Rust (on several threads when
/// there are enough of them), writing observations, legal-action masks, rewards and
/// flags into NumPy arrays that the environment owns and reuses: each call returns the
/// same arrays, overwritten (copy what you keep).
#[pyclass(module = "doska")]
struct VectorEnv {
    env: AnyVecEnv,
    observations: Option<Py<PyArray4<f32>>>,
    masks: Option<Py<PyArray2<bool>>>,
    rewards: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    to_play: Py<PyArray1<u32>>,
    payoffs: Py<PyArray2<f32>>,
    actions: Vec<usize>,
}

impl VectorEnv {
    /// Runs `f` on the environment with the arrays as buffers, without the GIL.
    fn with_buffers<R: Send>(
        &mut self,
        py: Python<'_>,
        f: impl FnOnce(&mut AnyVecEnv, &[usize], &mut StepBuffers<'_>) -> R + Send,
    ) -> PyResult<R> {
        let mut obs = self.observations.as_ref().map(|a| a.bind(py).readwrite());
        let mut masks = self.masks.as_ref().map(|a| a.bind(py).readwrite());
        let mut rewards = self.rewards.bind(py).readwrite();
        let mut terminated = self.terminated.bind(py).readwrite();
        let mut truncated = self.truncated.bind(py).readwrite();
        let mut to_play = self.to_play.bind(py).readwrite();
        let mut payoffs = self.payoffs.bind(py).readwrite();
        let mut buffers = StepBuffers {
            observations: match obs.as_mut() {
                Some(a) => Some(a.as_slice_mut()?),
                None => None,
            },
            masks: match masks.as_mut() {
                Some(a) => Some(a.as_slice_mut()?),
                None => None,
            },
            rewards: Some(rewards.as_slice_mut()?),
            terminated: Some(terminated.as_slice_mut()?),
            truncated: Some(truncated.as_slice_mut()?),
            to_play: Some(to_play.as_slice_mut()?),
            payoffs: Some(payoffs.as_slice_mut()?),
        };
        let env = &mut self.env;
        let actions = &self.actions;
        Ok(py.detach(move || f(env, actions, &mut buffers)))
    }

    fn outputs<'py>(
        &self,
        py: Python<'py>,
    ) -> (Option<Bound<'py, PyAny>>, Option<Bound<'py, PyAny>>) {
        (
            self.observations
                .as_ref()
                .map(|a| a.bind(py).clone().into_any()),
            self.masks.as_ref().map(|a| a.bind(py).clone().into_any()),
        )
    }
}

#[pymethods]
impl VectorEnv {
    /// `num_envs` games of `spec` from its start (or from `position`, a position text),
    /// each with its own random generator seeded from `seed`. `max_plies` truncates
    /// longer games; `threads` = 1 steps on the calling thread, 0 on all cores when it
    /// pays; `observations` and `masks` = False skip writing those.
    #[new]
    #[pyo3(signature = (spec, num_envs, seed = 0, *, style = "egocentric", max_plies = None, threads = 0, observations = true, masks = true, position = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        spec: &str,
        num_envs: usize,
        seed: u64,
        style: &str,
        max_plies: Option<u32>,
        threads: usize,
        observations: bool,
        masks: bool,
        position: Option<&str>,
    ) -> PyResult<Self> {
        if num_envs == 0 {
            return Err(DoskaError::new_err("a VectorEnv needs at least one game"));
        }
        let game = registry::build(spec).map_err(|e| UnknownGameError::new_err(e.to_string()))?;
        let config = EnvConfig {
            style: style_of(style)?,
            max_plies,
            threads,
        };
        let env = game
            .vec_env_from(position, num_envs, seed, config)
            .map_err(py_err)?;
        let shape = env.observation_shape();
        let n = num_envs;
        let mut this = VectorEnv {
            observations: observations.then(|| {
                Array4::<f32>::zeros((n, shape.planes, shape.height, shape.width))
                    .into_pyarray(py)
                    .unbind()
            }),
            masks: masks.then(|| {
                Array2::<bool>::from_elem((n, env.num_actions()), false)
                    .into_pyarray(py)
                    .unbind()
            }),
            rewards: Array1::<f32>::zeros(n).into_pyarray(py).unbind(),
            terminated: Array1::<bool>::from_elem(n, false)
                .into_pyarray(py)
                .unbind(),
            truncated: Array1::<bool>::from_elem(n, false)
                .into_pyarray(py)
                .unbind(),
            to_play: Array1::<u32>::zeros(n).into_pyarray(py).unbind(),
            payoffs: Array2::<f32>::zeros((n, env.players()))
                .into_pyarray(py)
                .unbind(),
            actions: vec![0; n],
            env,
        };
        this.with_buffers(py, |env, _, out| env.reset(out))?
            .map_err(|e| py_err(e.into()))?;
        Ok(this)
    }

    /// Starts every game again; returns (observations, masks) (None where switched off).
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
    ) -> PyResult<(Option<Bound<'py, PyAny>>, Option<Bound<'py, PyAny>>)> {
        self.with_buffers(py, |env, _, out| env.reset(out))?
            .map_err(|e| py_err(e.into()))?;
        Ok(self.outputs(py))
    }

    /// Plays one action in every game (an integer array of `num_envs`); games that end
    /// start again at once. Returns (observations, rewards, terminated, truncated,
    /// masks): the observations and masks of the positions now to play (a restarted
    /// game's start), and for each game the reward of the seat that acted, whether its
    /// move ended the game, and whether it reached `max_plies`.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyArrayLike1<'py, i64, AllowTypeChange>,
    ) -> PyResult<(
        Option<Bound<'py, PyAny>>,
        Bound<'py, PyAny>,
        Bound<'py, PyAny>,
        Bound<'py, PyAny>,
        Option<Bound<'py, PyAny>>,
    )> {
        let given = actions.as_slice()?;
        if given.len() != self.actions.len() {
            return Err(DoskaError::new_err(format!(
                "{} actions given to {} games",
                given.len(),
                self.actions.len()
            )));
        }
        for (slot, &a) in self.actions.iter_mut().zip(given) {
            *slot = usize::try_from(a).unwrap_or(usize::MAX);
        }
        self.with_buffers(py, |env, actions, out| env.step(actions, out))?
            .map_err(|e| IllegalMoveError::new_err(e.to_string()))?;
        let (obs, masks) = self.outputs(py);
        Ok((
            obs,
            self.rewards.bind(py).clone().into_any(),
            self.terminated.bind(py).clone().into_any(),
            self.truncated.bind(py).clone().into_any(),
            masks,
        ))
    }

    /// A uniformly random legal action for each game (an int64 array), from each game's
    /// own generator.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        self.env.random_actions(&mut self.actions);
        let out: Vec<i64> = self.actions.iter().map(|&a| a as i64).collect();
        Array1::from(out).into_pyarray(py)
    }

    /// Steps every game with a random legal action `steps` times without returning the
    /// arrays in between (they hold the last step's values): for benchmarks and
    /// random opponents. Returns the number of games that ended.
    #[pyo3(signature = (steps = 1))]
    fn step_random(&mut self, py: Python<'_>, steps: usize) -> PyResult<usize> {
        let mut ended = 0;
        for _ in 0..steps {
            self.env.random_actions(&mut self.actions);
            self.with_buffers(py, |env, actions, out| env.step(actions, out))?
                .map_err(|e| IllegalMoveError::new_err(e.to_string()))?;
            let t = self.terminated.bind(py).readonly();
            let u = self.truncated.bind(py).readonly();
            ended += t
                .as_slice()?
                .iter()
                .zip(u.as_slice()?)
                .filter(|(a, b)| **a || **b)
                .count();
        }
        Ok(ended)
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.env.len()
    }

    fn __len__(&self) -> usize {
        self.env.len()
    }

    /// The size of the action space.
    #[getter]
    fn num_actions(&self) -> usize {
        self.env.num_actions()
    }

    /// The shape (planes, height, width) of one game's observation.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let s = self.env.observation_shape();
        (s.planes, s.height, s.width)
    }

    /// The number of seats.
    #[getter]
    fn players(&self) -> usize {
        self.env.players()
    }

    /// The spec of the rules.
    #[getter]
    fn name(&self) -> String {
        self.env.name()
    }

    /// The observations array (num_envs, planes, height, width), or None.
    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyAny>> {
        self.outputs(py).0
    }

    /// The masks array (num_envs, num_actions), or None.
    #[getter]
    fn masks<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyAny>> {
        self.outputs(py).1
    }

    /// The seat to move in each game (uint32, num_envs).
    #[getter]
    fn to_play<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u32>> {
        self.to_play.bind(py).clone()
    }

    /// Every seat's payoff in the games that ended at the last step (num_envs, players).
    #[getter]
    fn payoffs<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.payoffs.bind(py).clone()
    }

    /// Game `i`'s position in the game's text.
    fn position(&self, i: usize) -> PyResult<String> {
        self.check(i)?;
        Ok(self.env.position(i))
    }

    /// Game `i`'s legal actions.
    fn legal_actions(&self, i: usize) -> PyResult<Vec<usize>> {
        self.check(i)?;
        Ok(self.env.legal_actions(i).to_vec())
    }

    /// Game `i`'s legal moves as text, in the order of its legal actions.
    fn legal_moves(&self, i: usize) -> PyResult<Vec<String>> {
        self.check(i)?;
        Ok(self.env.legal_move_texts(i))
    }

    /// The plies played in game `i` since it started.
    fn plies(&self, i: usize) -> PyResult<u32> {
        self.check(i)?;
        Ok(self.env.plies(i))
    }

    fn __repr__(&self) -> String {
        format!("doska.VectorEnv({:?}, {})", self.env.name(), self.env.len())
    }
}

impl VectorEnv {
    fn check(&self, i: usize) -> PyResult<()> {
        if i < self.env.len() {
            Ok(())
        } else {
            Err(PyIndexError::new_err(format!(
                "game {i} of {}",
                self.env.len()
            )))
        }
    }
}

/// The compiled module.
#[pymodule]
fn _doska(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_class::<Outcome>()?;
    m.add_class::<VectorEnv>()?;
    m.add("DoskaError", py.get_type::<DoskaError>())?;
    m.add("UnknownGameError", py.get_type::<UnknownGameError>())?;
    m.add("PositionError", py.get_type::<PositionError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

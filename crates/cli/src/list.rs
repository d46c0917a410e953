//! `doska list`: every family, preset and option of this build.

use std::io::Write;

use doska::core::registry::OptionValue;
use doska::registry;
use doska_ai::{AgentKind, AgentSpec};

use crate::error::CliError;

pub fn run(out: &mut dyn Write) -> Result<(), CliError> {
    for (i, family) in registry::families().iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{} — {}", family.name, family.description)?;
        let width = family
            .presets
            .iter()
            .map(|p| family.name.len() + 1 + p.name.len())
            .max()
            .unwrap_or(0);
        for (j, preset) in family.presets.iter().enumerate() {
            let name = format!("{}/{}", family.name, preset.name);
            let default = if j == 0 && family.presets.len() > 1 {
                " (default)"
            } else {
                ""
            };
            writeln!(out, "  {name:width$}  {}{default}", preset.description)?;
        }
        if !family.options.is_empty() {
            writeln!(out, "  options:")?;
            for opt in &family.options {
                let values = opt.kind.values();
                writeln!(
                    out,
                    "    {}={values}  (default {}) {}",
                    opt.key, opt.default, opt.help
                )?;
            }
        }
    }
    writeln!(out)?;
    writeln!(out, "agents — for play and match: name[:key=value,...]")?;
    for kind in AgentKind::ALL {
        writeln!(out, "  {}", kind.name())?;
        let defaults = AgentSpec::new(kind);
        for opt in kind.options() {
            let default = (opt.get)(&defaults);
            // Limits that are not set read as 0 (or -1): the help says what applies.
            let default = match default {
                OptionValue::Int(n) if n <= 0 => "unset".to_string(),
                OptionValue::Duration(d) if d.is_zero() => "unset".to_string(),
                other => other.to_string(),
            };
            writeln!(
                out,
                "    {}={}  (default {default}) {}",
                opt.key,
                opt.kind.values(),
                opt.help
            )?;
        }
    }
    Ok(())
}

//! `doska list`: every family, preset and option of this build.

use std::io::Write;

use doska::core::registry::OptionKind;
use doska::registry;

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
            for opt in family.options {
                let values = match opt.kind {
                    OptionKind::Choice(names) => names.join("|"),
                    OptionKind::Int { min, max } => format!("{min}..{max}"),
                    OptionKind::Bool => "true|false".to_string(),
                };
                writeln!(
                    out,
                    "    {}={values}  (default {}) {}",
                    opt.key, opt.default, opt.help
                )?;
            }
        }
    }
    Ok(())
}

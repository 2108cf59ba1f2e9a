# fish completion for folio(1). Installed by `make install` into
# PREFIX/share/fish/vendor_completions.d.

complete -c folio -l guide -d 'Open the bundled catalog'
complete -c folio -l layout -x -a 'auto split stack' -d 'Force side by side or one stack'
complete -c folio -l split-width -x -d 'Columns from which the layout may be side by side'
complete -c folio -l detail-width -x -d 'Columns the detail keeps beside the list'
complete -c folio -l no-restore -d 'Do not reopen the saved place'
complete -c folio -l choose -d 'Print the chosen paths at exit'
complete -c folio -l choose0 -d 'Print the chosen paths at exit, NUL-separated'
complete -c folio -l mouse -d 'Use the mouse'
complete -c folio -l no-animation -d 'No motion: transitions jump to their end'
complete -c folio -l max-size -x -d 'Largest document read (N, NK, NM, NG)'
complete -c folio -l print-config -d 'Print the effective configuration'
complete -c folio -s h -l help -d 'Print a summary of the options'
complete -c folio -l version -d 'Print the version'
# Paths (directories and JSON files) are completed as files, fish's default.

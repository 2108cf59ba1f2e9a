# bash completion for folio(1). Installed by `make install` into
# PREFIX/share/bash-completion/completions/folio; or source this file.

_folio() {
    local cur prev
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=""
    [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
    local opts="--guide --layout --split-width --detail-width --no-restore --choose --choose0 --mouse --no-animation --max-size --print-config --help -h --version"

    case $prev in
        --layout)
            COMPREPLY=($(compgen -W "auto split stack" -- "$cur"))
            return 0
            ;;
        --split-width|--detail-width|--max-size)
            # A number: nothing to offer.
            COMPREPLY=()
            return 0
            ;;
    esac
    case $cur in
        --layout=*)
            COMPREPLY=($(compgen -W "auto split stack" -- "${cur#--layout=}"))
            return 0
            ;;
        -*)
            COMPREPLY=($(compgen -W "$opts" -- "$cur"))
            return 0
            ;;
    esac
    # A directory or a JSON file (or - for standard input).
    # One name a line, so names with blanks stay whole; -o filenames quotes them and marks folders.
    compopt -o filenames 2>/dev/null
    local IFS=$'\n'
    COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _folio folio

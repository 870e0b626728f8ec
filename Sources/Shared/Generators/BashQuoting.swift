/// The bash completion script's quoting: what was typed is read with its quotes taken away, and each
/// value offered is quoted so that the word readline inserts is that value exactly. A value comes from a
/// service (an id, a status) and may hold `$( )`, backquotes, `;`, `|`, `>`, spaces or quotes: pasted
/// raw, Enter would run it (zsh's `compadd` and fish quote on their own; bash inserts COMPREPLY as it is).
///
/// Readline replaces the text from where it thinks the word starts: after the last word-break character
/// (`COMP_WORDBREAKS`) that is not quoted, or after a quote still open. `insert` finds that place, keeps the
/// values that begin with what precedes it, and quotes the rest of each: `printf %q` outside quotes,
/// closed again inside an open single or double quote.
enum BashQuoting {
    static func functions(prefix p: String) -> String {
        #"""

        # \#(p)_dequote TEXT: sets dequoted to TEXT as the shell would pass it, backslashes and quotes
        # taken away, so a value can be matched against what was typed. Nothing in TEXT is expanded or run.
        \#(p)_dequote() {
            local text=$1 c quote=''
            dequoted=''
            while [[ -n $text ]]; do
                c=${text:0:1} text=${text:1}
                if [[ $quote == "'" ]]; then
                    [[ $c == "'" ]] && quote='' || dequoted+=$c
                elif [[ $c == '\' ]]; then
                    # Inside double quotes a backslash quotes only $ ` " and itself.
                    if [[ $quote == '"' && $text != [\$\`\"\\]* ]]; then
                        dequoted+=$c
                    else
                        dequoted+=${text:0:1} text=${text:1}
                    fi
                elif [[ $c == "'" && -z $quote ]]; then
                    quote="'"
                elif [[ $c == '"' ]]; then
                    [[ $quote == '"' ]] && quote='' || quote='"'
                else
                    dequoted+=$c
                fi
            done
        }

        # \#(p)_insert: turns the offers into COMPREPLY, each from where readline's word starts in cur and
        # quoted for bash; the other answers (commands, options, file names) lose the text before it.
        \#(p)_insert() {
            local start=0 open='' k c typed dequoted word rest quoted kept=()
            for (( k = 0; k < ${#cur}; k++ )); do
                c=${cur:k:1}
                if [[ $open == "'" ]]; then
                    [[ $c == "'" ]] && open=''
                elif [[ $c == '\' ]]; then
                    k=$(( k + 1 ))
                elif [[ $open == '"' ]]; then
                    [[ $c == '"' ]] && open=''
                elif [[ $c == [\'\"] ]]; then
                    open=$c start=$(( k + 1 ))
                elif [[ ${COMP_WORDBREAKS-} == *"$c"* ]]; then
                    start=$(( k + 1 ))
                fi
            done
            typed=${cur:0:start}
            for word in "${COMPREPLY[@]}"; do
                [[ $word == "$typed"* ]] && kept+=("${word:start}")
            done
            \#(p)_dequote "$typed"
            for word in "${offers[@]}"; do
                [[ $word == "$dequoted"* ]] || continue
                rest=${word:${#dequoted}}
                case $open in
                "'") quoted=${rest//\'/\'\\\'\'}\' ;;
                '"')
                    # History expansion would read a ! even inside double quotes: such a value is not offered.
                    [[ $rest == *!* ]] && continue
                    quoted=$rest
                    quoted=${quoted//\\/\\\\} quoted=${quoted//\$/\\\$}
                    quoted=${quoted//\`/\\\`} quoted=${quoted//\"/\\\"}\"
                    ;;
                *) printf -v quoted '%q' "$rest" ;;
                esac
                kept+=("$quoted")
            done
            COMPREPLY=("${kept[@]}")
        }

        """#
    }
}

/// The fixed part of the zsh completion script: the walker over `words[2,CURRENT-1]` and the lines that
/// register `_TOOL` however the file was loaded.
///
/// The walker does not use `_arguments`: `_arguments` with `*::` state machines is what makes other
/// generators lose options after command words and positionals. It decides what the current word is
/// (an option's value, an option, a command or a positional) and calls compsys only to offer matches.
enum ZshWalker {
    static func functions(prefix p: String, main: String) -> String {
        #"""

        # \#(p)_takes_value KEY WORD: succeeds when option word WORD (--name or a bundle -abc) ends with an
        # option that takes the next word as its value; sets valueopt to that option.
        \#(p)_takes_value() {
            local kind vname
            local -a choices
            integer j
            if [[ $2 == --* ]]; then
                [[ $2 != *=* ]] && \#(p)_option "$1" "$2" && [[ $kind != flag ]] || return 1
                valueopt=$2
                return 0
            fi
            for (( j = 2; j <= $#2; j++ )); do
                if \#(p)_option "$1" "-${2[j]}" && [[ $kind != flag ]]; then
                    valueopt=-${2[j]}
                    (( j == $#2 ))
                    return
                fi
            done
            return 1
        }

        # \#(p)_ask: offers what the tool answers for the word at the cursor (`TOOL __complete`, which takes
        # the words typed so far), each value with its description; nothing when the tool fails.
        \#(p)_ask() {
            local tool=${(Q)words[1]} line value
            local -a found
            [[ $tool == '~/'* ]] && tool=$HOME/${tool#'~/'}
            for line in "${(@f)$(command "$tool" __complete "${(@Q)words[2,CURRENT-1]}" "$cur" 2>/dev/null)}"; do
                [[ -z $line || $line == :* ]] && continue
                value=${line%%$'\t'*}
                value=${${value//\\/\\\\}//:/\\:}
                [[ $line == *$'\t'* ]] && value+=":${line#*$'\t'}"
                found+=("$value")
            done
            # -V: an unsorted group, so the values stay in the tool's order (most recently seen first).
            if (( $#found )); then
                _describe -V -t values "$vname" found
            else
                _message -e values "$vname"
            fi
        }

        # \#(p)_values: offers the values kind, vname and choices describe.
        \#(p)_values() {
            case $kind in
            (dynamic) \#(p)_ask ;;
            (choice) _describe -t values "$vname" choices ;;
            (file) _files ;;
            (directory) _files -/ ;;
            (*) _message -e values "$vname" ;;
            esac
        }

        # \#(p)_options KEY: offers the options of command KEY and the global ones it does not hide.
        \#(p)_options() {
            local entry
            local -a subs opts skip globals
            \#(p)_command ''
            globals=("${opts[@]}")
            \#(p)_command "$1"
            if [[ -n $1 ]]; then
                for entry in "${globals[@]}"; do
                    (( ${skip[(Ie)${entry%%:*}]} )) || opts+=("$entry")
                done
            fi
            _describe -t options option opts
        }

        # \#(p)_option_word KEY: completes the current word, which starts with '-': a value glued to its
        # option (--name=VALUE, -nVALUE, -abnVALUE) or an option name.
        \#(p)_option_word() {
            local kind vname
            local -a choices
            integer j
            if [[ $cur == --*=* ]]; then
                \#(p)_option "$1" "${cur%%=*}" && [[ $kind != flag ]] || return 1
                compset -P "${(b)cur%%=*}="
                \#(p)_values
                return
            fi
            if [[ $cur != --* ]]; then
                for (( j = 2; j < $#cur; j++ )); do
                    if \#(p)_option "$1" "-${cur[j]}" && [[ $kind != flag ]]; then
                        compset -P "${(b)cur[1,j]}"
                        \#(p)_values
                        return
                    fi
                done
            fi
            \#(p)_options "$1"
        }

        \#(main)() {
            local key='' valueopt='' pending='' kind vname word cur=${PREFIX-${words[CURRENT]}}
            local -a choices subs opts skip
            integer i=2 npos=0 ended=0 ret=1
            # Walk the finished words as the parser does: commands first, then positionals; options and
            # their values anywhere; '--' ends options.
            while (( i < CURRENT )); do
                word=${(Q)words[i]}
                (( ++i ))
                if (( ended )) || [[ $word == - || $word != -* ]]; then
                    if (( !ended && npos == 0 )) && \#(p)_subcommand "$key" "$word"; then
                        key=${key:+$key }$word
                    else
                        (( ++npos ))
                    fi
                elif [[ $word == -- ]]; then
                    ended=1
                elif \#(p)_takes_value "$key" "$word"; then
                    # The option takes the next word, unless that looks like a long option.
                    if (( i == CURRENT )); then
                        pending=$valueopt
                    elif [[ ${(Q)words[i]} != --?* ]]; then
                        (( ++i ))
                    fi
                fi
            done
            if [[ -n $pending && $cur != --?* ]]; then
                \#(p)_option "$key" "$pending" && \#(p)_values && ret=0
            elif (( !ended )) && [[ $cur == -* ]]; then
                \#(p)_option_word "$key" && ret=0
            else
                \#(p)_command "$key"
                if (( !ended && npos == 0 && $#subs )); then
                    _describe -t commands command subs && ret=0
                fi
                if \#(p)_positional "$key" $npos; then
                    \#(p)_values && ret=0
                elif (( !ended && ! $#subs )); then
                    # Nothing else can come here: offer the options (compsys may want a '-' first).
                    \#(p)_options "$key" && ret=0
                fi
            fi
            return ret
        }

        """#
    }

    /// Autoloaded from `$fpath`, this file is the body of `_TOOL`: complete right away. Sourced after
    /// compinit: register with `compdef`. Sourced before compinit, `compdef` does not exist yet (calling it
    /// is the error aws#411 and cli#716 report): register from a one-shot precmd hook once it does.
    static func registration(prefix p: String, main: String, tool: String) -> String {
        #"""

        if [[ ${funcstack[1]-} == \#(main) ]]; then
            \#(main) "$@"
        elif (( $+functions[compdef] )); then
            compdef \#(main) \#(tool)
        else
            \#(p)_register() {
                (( $+functions[compdef] )) || return 0
                compdef \#(main) \#(tool)
                add-zsh-hook -d precmd \#(p)_register
                unfunction \#(p)_register
            }
            autoload -Uz add-zsh-hook
            add-zsh-hook precmd \#(p)_register
        fi

        """#
    }
}

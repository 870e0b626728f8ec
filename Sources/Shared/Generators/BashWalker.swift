/// The fixed part of the bash completion script: it walks the words before the cursor with the tables
/// `BashCompletion` generates and fills `COMPREPLY`.
///
/// Written against plain bash (no `_init_completion`): it glues back the words bash splits at
/// `COMP_WORDBREAKS` (`--output=json`, URLs with `:`); values are offered through `BashQuoting`, which
/// also strips from every answer the text before readline's word (after the last word-break character).
enum BashWalker {
    static func functions(prefix p: String, main: String) -> String {
        #"""

        # \#(p)_words: the words up to the cursor as the tool will see them (words, cword, cur), with the
        # pieces bash split at COMP_WORDBREAKS glued back together.
        \#(p)_words() {
            local line=${COMP_LINE:0:COMP_POINT} trimmed token j glued
            words=()
            for (( j = 0; j <= COMP_CWORD; j++ )); do
                token=${COMP_WORDS[j]}
                trimmed=${line#"${line%%[![:space:]]*}"}
                glued=$(( j > 0 && ${#trimmed} == ${#line} ))
                line=$trimmed
                if (( j == COMP_CWORD )); then
                    token=$line
                elif [[ $line == "$token"* ]]; then
                    line=${line:${#token}}
                else
                    glued=0
                fi
                if (( glued )); then
                    words[${#words[@]} - 1]+=$token
                else
                    words+=("$token")
                fi
            done
            cword=$(( ${#words[@]} - 1 ))
            cur=${words[cword]}
        }

        # \#(p)_takes_value KEY WORD: succeeds when option word WORD (--name or a bundle -abc) ends with an
        # option that takes the next word as its value; sets valueopt to that option.
        \#(p)_takes_value() {
            local kind vname choices j
            if [[ $2 == --* ]]; then
                [[ $2 != *=* ]] && \#(p)_option "$1" "$2" && [[ $kind != flag ]] || return 1
                valueopt=$2
                return 0
            fi
            for (( j = 1; j < ${#2}; j++ )); do
                if \#(p)_option "$1" "-${2:j:1}" && [[ $kind != flag ]]; then
                    valueopt=-${2:j:1}
                    (( j == ${#2} - 1 ))
                    return
                fi
            done
            return 1
        }

        # \#(p)_ask: the values the tool offers for the word at the cursor (`TOOL __complete`, which takes
        # the words typed so far), one a line without the descriptions; nothing when the tool fails.
        \#(p)_ask() {
            local tool=${words[0]} line word dequoted asked=()
            [[ $tool == "~/"* ]] && tool=$HOME/${tool#"~/"}
            # The words as the tool will see them, quotes taken away (typed as 'ord_$(' or ord_\$\().
            for word in "${words[@]:1:cword}"; do
                \#(p)_dequote "$word"
                asked+=("$dequoted")
            done
            while IFS= read -r line; do
                [[ -z $line || $line == :* ]] || printf '%s\n' "${line%%$'\t'*}"
            done < <(command "$tool" __complete "${asked[@]}" 2>/dev/null)
        }

        # \#(p)_values PREFIX TEXT: offers (in offers, which BashQuoting's insert quotes) PREFIX + each value
        # of kind/choices that starts with TEXT, both read as the shell will pass them; a file name goes to
        # COMPREPLY as it is: readline quotes file names itself.
        \#(p)_values() {
            local value flag=-f dequoted head
            \#(p)_dequote "$1"
            head=$dequoted
            \#(p)_dequote "$2"
            case $kind in
            dynamic)
                while IFS= read -r value; do
                    [[ $value == "$dequoted"* ]] && offers+=("$head$value")
                done < <(\#(p)_ask)
                ;;
            choice)
                for value in "${choices[@]}"; do
                    [[ $value == "$dequoted"* ]] && offers+=("$head$value")
                done ;;
            file | directory)
                [[ $kind == directory ]] && flag=-d
                compopt -o filenames 2>/dev/null
                while IFS= read -r value; do
                    COMPREPLY+=("$1$value")
                done < <(compgen "$flag" -- "$2")
                ;;
            esac
        }

        # \#(p)_options KEY: adds the options of command KEY and the global ones that start with cur.
        \#(p)_options() {
            local subs opts word globals skip
            \#(p)_command ''
            globals=("${opts[@]}")
            \#(p)_command "$1"
            if [[ -n $1 ]]; then
                for word in "${globals[@]}"; do
                    [[ " ${skip[*]} " == *" $word "* ]] || opts+=("$word")
                done
            fi
            for word in "${opts[@]}"; do
                [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
            done
        }

        # \#(p)_option_word KEY: completes cur, a word starting with '-': a value glued to its option
        # (--name=VALUE, -nVALUE, -abnVALUE) or an option name.
        \#(p)_option_word() {
            local kind vname choices j
            if [[ $cur == --*=* ]]; then
                \#(p)_option "$1" "${cur%%=*}" && [[ $kind != flag ]] || return
                \#(p)_values "${cur%%=*}=" "${cur#*=}"
                return
            fi
            if [[ $cur != --* ]]; then
                for (( j = 1; j < ${#cur} - 1; j++ )); do
                    if \#(p)_option "$1" "-${cur:j:1}" && [[ $kind != flag ]]; then
                        \#(p)_values "${cur:0:j+1}" "${cur:j+1}"
                        return
                    fi
                done
            fi
            \#(p)_options "$1"
        }

        \#(main)() {
            local words cword cur key='' valueopt='' pending='' kind vname choices subs opts skip word offers=()
            local i=1 npos=0 ended=0 k
            COMPREPLY=()
            \#(p)_words
            # Walk the finished words as the parser does: commands first, then positionals; options and
            # their values anywhere; '--' ends options.
            while (( i < cword )); do
                word=${words[i]}
                i=$(( i + 1 ))
                if (( ended )) || [[ $word == - || $word != -* ]]; then
                    if (( !ended && npos == 0 )) && \#(p)_subcommand "$key" "$word"; then
                        key=${key:+$key }$word
                    else
                        npos=$(( npos + 1 ))
                    fi
                elif [[ $word == -- ]]; then
                    ended=1
                elif \#(p)_takes_value "$key" "$word"; then
                    # The option takes the next word, unless that looks like a long option.
                    if (( i == cword )); then
                        pending=$valueopt
                    elif [[ ${words[i]} != --?* ]]; then
                        i=$(( i + 1 ))
                    fi
                fi
            done
            if [[ -n $pending && $cur != --?* ]]; then
                \#(p)_option "$key" "$pending" && \#(p)_values '' "$cur"
            elif (( !ended )) && [[ $cur == -* ]]; then
                \#(p)_option_word "$key"
            else
                \#(p)_command "$key"
                if (( !ended && npos == 0 )); then
                    for word in "${subs[@]}"; do
                        [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
                    done
                fi
                if \#(p)_positional "$key" "$npos"; then
                    \#(p)_values '' "$cur"
                elif (( !ended && ${#subs[@]} == 0 )); then
                    # Nothing else can come here, so offer the options.
                    \#(p)_options "$key"
                fi
            fi
            \#(p)_insert
            return 0
        }

        """#
    }
}

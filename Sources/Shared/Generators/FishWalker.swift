/// The fixed part of the fish completion script: a walker over the tokens before the cursor that works
/// out the command reached, how many positionals follow it and whether `--` ended the options, and the
/// condition functions the `complete` lines use.
///
/// `__fish_seen_subcommand_from` alone cannot do this: it is fooled by a positional that happens to equal
/// a command name, by a global option's value, and by the same name at two depths (`orders list`,
/// `orders line-items list`). The walk is cached per command line because fish evaluates every
/// condition on each Tab.
enum FishWalker {
    static func functions(prefix p: String) -> String {
        #"""

        # \#(p)_state: walks the tokens before the cursor as the parser does, setting \#(p)_key (the
        # command's words), \#(p)_npos (positionals after it) and \#(p)_ended ('--' seen).
        function \#(p)_state
            set -l line (commandline -pc)
            test "$line" = "$\#(p)_line"; and return 0
            set -g \#(p)_line "$line"
            # fish 4 spells it -x (its -o is deprecated); fish 3 knows only -o.
            set -l tokens (commandline -xpc 2>/dev/null; or commandline -opc)
            set -e tokens[1]
            set -l key
            set -l npos 0
            set -l ended 0
            set -l skip 0
            for token in $tokens
                if test $skip -eq 1
                    set skip 0
                    # The option takes this word as its value, unless it looks like a long option.
                    string match -qr -- '^--.' $token; or continue
                end
                if test $ended -eq 1; or test "$token" = -; or not string match -q -- '-*' $token
                    if test $ended -eq 0 -a $npos -eq 0; and \#(p)_subcommand "$key" $token
                        set -a key $token
                    else
                        set npos (math $npos + 1)
                    end
                else if test "$token" = --
                    set ended 1
                else if string match -q -- '--*' $token
                    if not string match -q -- '*=*' $token; and \#(p)_option "$key" $token
                        set skip 1
                    end
                else
                    set -l letters (string split '' -- (string sub -s 2 -- $token))
                    for k in (seq (count $letters))
                        if \#(p)_option "$key" -$letters[$k]
                            test $k -eq (count $letters); and set skip 1
                            break
                        end
                    end
                end
            end
            set -g \#(p)_key "$key"
            set -g \#(p)_npos $npos
            set -g \#(p)_ended $ended
        end

        # \#(p)_values: what the tool answers for the token at the cursor (`TOOL __complete`, which takes the
        # tokens typed so far), VALUE<TAB>DESCRIPTION a line as fish reads them; nothing when it fails.
        function \#(p)_values
            set -l tokens (commandline -xpc 2>/dev/null; or commandline -opc)
            set -l tool $tokens[1]
            set -e tokens[1]
            command $tool __complete $tokens (commandline -ct) 2>/dev/null | string match -v -r -- '^:'
        end

        # \#(p)_at KEY: the words so far name command KEY ('' for the tool itself).
        function \#(p)_at --argument-names key
            \#(p)_state
            test "$\#(p)_key" = "$key"
        end

        # \#(p)_wants_command KEY: at command KEY, where a subcommand may come next.
        function \#(p)_wants_command --argument-names key
            \#(p)_at "$key"; and test $\#(p)_npos -eq 0 -a $\#(p)_ended -eq 0
        end

        # \#(p)_wants_positional KEY INDEX [repeating]: at command KEY, where its INDEX-th positional
        # (from 0) comes next, or any later one when it repeats.
        function \#(p)_wants_positional --argument-names key index repeating
            \#(p)_at "$key"; or return 1
            test $\#(p)_npos -eq $index; or test -n "$repeating" -a $\#(p)_npos -gt $index
        end

        """#
    }
}

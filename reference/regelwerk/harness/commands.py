def add_parsers(commands, suite_option):
    pass

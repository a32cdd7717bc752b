#include "commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <array>

namespace parallax::app {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::app::Commands)
};

const std::array<Command, 9> kCommands {{
    {"import", "CORPUS_DIR --db FILE [--replace] | FILE.csv --format csv --db FILE",
        QT_TRANSLATE_NOOP("parallax::app::Commands",
            "validate a corpus folder and build a database from it, or replace its events from a CSV"),
        Command::Needs::Text, runImport},
    {"check", "[FILE]",
        QT_TRANSLATE_NOOP("parallax::app::Commands", "schema version, integrity, counts; never changes the file"),
        Command::Needs::Text, runCheck},
    {"export", "[--db FILE] --format json|geojson|corpus|csv|timelinejs [-o OUT]",
        QT_TRANSLATE_NOOP("parallax::app::Commands",
            "the whole database as JSON, a corpus folder, CSV or TimelineJS; places and route as GeoJSON"),
        Command::Needs::Text, runExport},
    {"conflicts", "[--db FILE] [--format text|json]",
        QT_TRANSLATE_NOOP("parallax::app::Commands", "where the sources disagree, most severe first"),
        Command::Needs::Text, runConflicts},
    {"search", "QUERY [--db FILE] [--format text|json]",
        QT_TRANSLATE_NOOP("parallax::app::Commands", "events, places, people and passages"), Command::Needs::Text,
        runSearch},
    {"snapshot", "-o FILE.png|.svg|.pdf [--size WxH] [--select EVENT_ID] ...",
        QT_TRANSLATE_NOOP(
            "parallax::app::Commands", "render the window (PNG) or the timeline (SVG, PDF) without a display"),
        Command::Needs::Offscreen, nullptr, true},
    {"date", "PHRASE [--language zh|da|en] [--year YYYY] [--reference EDTF] [--format text|json]",
        QT_TRANSLATE_NOOP("parallax::app::Commands", "read a date phrase as EDTF: first and last day, words used"),
        Command::Needs::Text, runDate},
    {"source",
        "add FILE --db DB --title T --language L [--encoding E] | replace ID FILE --db DB | edit ID --db DB "
        "[--title T] [--language L] ...",
        QT_TRANSLATE_NOOP("parallax::app::Commands",
            "add a text as a new source (creates DB), revise one and re-anchor its citations, or change its "
            "details"),
        Command::Needs::Text, runSource},
    {"cite", "--db DB --source ID --quote TEXT (--event ID | --new-event TITLE) [--claimed EDTF] ...",
        QT_TRANSLATE_NOOP("parallax::app::Commands", "cite a passage as an account of an event"), Command::Needs::Text,
        runCite},
}};

} // namespace

std::span<const Command> commands()
{
    return kCommands;
}

const Command *findCommand(const QString &name)
{
    auto it = std::find_if(
        kCommands.begin(), kCommands.end(), [&](const Command &c) { return name == QLatin1String(c.name); });
    return it == kCommands.end() ? nullptr : &*it;
}

QString usageText()
{
    QString text;
    QTextStream s(&text);
    s << Tr::tr("Usage: parallax [COMMAND] [OPTIONS]") << "\n\n"
      << Tr::tr("Without a command, opens the viewer on your database (--db FILE for another).") << "\n\n"
      << Tr::tr("Commands:") << "\n";
    for (const Command &c : kCommands) {
        s << "  " << c.name << ' ' << c.synopsis << "\n";
        s << "      " << Tr::tr(c.summary) << "\n";
    }
    s << "\n  --db FILE        " << Tr::tr("the database the viewer opens (default: the one used last)")
      << "\n  --palette NAME   " << Tr::tr("light or dark") << "\n  --language LANG  "
      << Tr::tr("the language of the interface: en, zh or da (default: the system's)") << "\n  --version        "
      << Tr::tr("print the version") << "\n  --help           " << Tr::tr("print this help") << "\n\n"
      << Tr::tr("Run 'parallax COMMAND --help' for a command's options.") << "\n";
    return text;
}

} // namespace parallax::app

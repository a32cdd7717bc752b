#include "commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

void printUsage()
{
    QTextStream(stdout) << "Usage: parallax [COMMAND] [OPTIONS]\n\n"
                           "Without a command, opens the viewer on your database.\n\n"
                           "Commands:\n"
                           "  import CORPUS_DIR --db FILE [--replace]   validate a corpus and build a database\n"
                           "  check [FILE]                              schema version, integrity, counts\n"
                           "  export [--db FILE] --format json [-o OUT] the whole database as JSON\n"
                           "  search QUERY [--db FILE] [--format text|json]  events, places, people, passages\n"
                           "  conflicts [--db FILE] [--format text|json]  where the sources disagree, most severe first\n"
                           "  snapshot -o FILE.png [--size WxH] [--select EVENT_ID]\n"
                           "                                            render the main window to a PNG\n\n"
                           "Run 'parallax COMMAND --help' for a command's options.\n";
}

bool isDisplayless()
{
#if defined(Q_OS_LINUX)
    return qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return false;
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Parallax"));
    QCoreApplication::setApplicationName(QStringLiteral("parallax"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARALLAX_VERSION));

    const QString command = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const bool textCommand = command == u"import" || command == u"check" || command == u"export"
        || command == u"conflicts" || command == u"search";

    if (command == u"help" || command == u"--help" || command == u"-h") {
        printUsage();
        return 0;
    }
    if (command == u"--version") {
        QTextStream(stdout) << "parallax " << PARALLAX_VERSION << "\n";
        return 0;
    }
    if (command == u"snapshot" && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // renders with no display at all
    if (!textCommand && command != u"snapshot" && isDisplayless()) {
        std::fprintf(stderr, "parallax: no display (DISPLAY is not set). To render the window to a file "
                             "instead, run: parallax snapshot -o parallax.png\n");
        return 2;
    }

    std::unique_ptr<QCoreApplication> app;
    if (textCommand)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);

    QStringList args = app->arguments().mid(1);
    if (!command.isEmpty() && !command.startsWith(u'-'))
        args.removeFirst();

    if (command == u"import")
        return parallax::app::runImport(args);
    if (command == u"check")
        return parallax::app::runCheck(args);
    if (command == u"export")
        return parallax::app::runExport(args);
    if (command == u"snapshot")
        return parallax::app::runSnapshot(args);
    if (command == u"conflicts")
        return parallax::app::runConflicts(args);
    if (command == u"search")
        return parallax::app::runSearch(args);
    if (command.isEmpty() || command.startsWith(u'-'))
        return parallax::app::runViewer(args);
    std::fprintf(stderr, "parallax: unknown command '%s'\n\n", argv[1]);
    printUsage();
    return 2;
}

// The parallax executable: runs a subcommand that writes text (see
// commands.h) with Qt Core alone, or starts the window's program for the
// viewer and `snapshot` (windowprogram.h).
#include "commands.h"
#include "hugepages.h"
#include "windowprogram.h"

#include <ui/translations.h>

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

// The arguments as Qt sees them, before any application object exists.
QStringList argumentList(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

} // namespace

int main(int argc, char *argv[])
{
    using parallax::app::Command;
    QCoreApplication::setOrganizationName(QStringLiteral("Parallax"));
    QCoreApplication::setApplicationName(QStringLiteral("parallax"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARALLAX_VERSION));

    // --language LANG applies to every command, wherever it stands, except
    // `source`, where it names the language of the text being added.
    QStringList all = argumentList(argc, argv);
    const QString requestedLanguage
        = all.value(1) == u"source" ? QString() : parallax::ui::takeLanguageArgument(all, true);
    if (!requestedLanguage.isEmpty() && parallax::ui::normalizeLanguage(requestedLanguage).isEmpty()) {
        std::fprintf(stderr, "parallax: --language takes en, zh or da\n");
        return 2;
    }
    const QString name = all.value(1);
    if (name == u"help" || name == u"--help" || name == u"-h" || name == u"--version") {
        QCoreApplication app(argc, argv);
        parallax::ui::installTranslations(parallax::ui::resolveLanguage(requestedLanguage));
        if (name == u"--version")
            QTextStream(stdout) << "parallax " << PARALLAX_VERSION << "\n";
        else
            QTextStream(stdout) << parallax::app::usageText();
        return 0;
    }
    const Command *command = parallax::app::findCommand(name);
    if (!command && !name.isEmpty() && !name.startsWith(u'-')) {
        std::fprintf(stderr, "parallax: unknown command '%s'\n\n", qPrintable(name));
        QTextStream(stderr) << parallax::app::usageText();
        return 2;
    }
    if (!command || command->needs != Command::Needs::Text)
        return parallax::app::startWindowProgram(argv);
    // A command that holds a whole corpus as the window does.
    if (command->wholeCorpus) {
        parallax::app::restartWithHugePages(argv);
        parallax::app::limitHeapArenas();
    }
    QCoreApplication app(argc, argv);
    parallax::ui::installTranslations(parallax::ui::resolveLanguage(requestedLanguage));
    QStringList args = all.mid(2);
    // `date` reads phrases in the language given.
    if (name == u"date" && !requestedLanguage.isEmpty())
        args << QStringLiteral("--language") << parallax::ui::normalizeLanguage(requestedLanguage);
    return command->run(args);
}

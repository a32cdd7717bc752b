#include "invocation.h"

#include <ui/translations.h>

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace parallax::app {

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

std::optional<int> readInvocation(int argc, char *argv[], Invocation &out)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Parallax"));
    QCoreApplication::setApplicationName(QStringLiteral("parallax"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARALLAX_VERSION));
    // --language LANG applies to every command, wherever it stands, except
    // `source`, where it names the language of the text being added.
    out.all = argumentList(argc, argv);
    out.language = out.all.value(1) == u"source" ? QString() : ui::takeLanguageArgument(out.all, true);
    if (!out.language.isEmpty() && ui::normalizeLanguage(out.language).isEmpty()) {
        std::fprintf(stderr, "parallax: --language takes en, zh or da\n");
        return 2;
    }
    out.name = out.all.value(1);
    if (out.name == u"help" || out.name == u"--help" || out.name == u"-h" || out.name == u"--version") {
        QCoreApplication app(argc, argv);
        ui::installTranslations(ui::resolveLanguage(out.language));
        if (out.name == u"--version")
            QTextStream(stdout) << "parallax " << PARALLAX_VERSION << "\n";
        else
            QTextStream(stdout) << usageText();
        return 0;
    }
    out.command = findCommand(out.name);
    if (!out.command && !out.name.isEmpty() && !out.name.startsWith(u'-')) {
        std::fprintf(stderr, "parallax: unknown command '%s'\n\n", qPrintable(out.name));
        QTextStream(stderr) << usageText();
        return 2;
    }
    return std::nullopt;
}

QStringList commandArguments(const Invocation &in)
{
    QStringList args = in.all.mid(in.command ? 2 : 1);
    if (in.command && !in.language.isEmpty() && (in.name == u"snapshot" || in.name == u"date"))
        args << QStringLiteral("--language") << ui::normalizeLanguage(in.language);
    return args;
}

} // namespace parallax::app

#include "editcli.h"

namespace parallax::app {

QCommandLineOption formatOption()
{
    return {QStringLiteral("format"), QStringLiteral("Output: text (default) or json."), QStringLiteral("FORMAT"),
        QStringLiteral("text")};
}

QString outputFormat(const QCommandLineParser &parser, const QCommandLineOption &option, const char *command)
{
    QString f = parser.value(option);
    if (f == u"text" || f == u"json")
        return f;
    err() << "parallax " << command << ": --format must be text or json, not " << f << "\n";
    return {};
}

std::unique_ptr<db::Database> openForEditing(const QString &path, const char *command)
{
    auto db = db::Database::open(path, db::Database::Access::ReadWrite);
    if (!db) {
        err() << "parallax " << command << ": " << db.error() << "\n";
        return nullptr;
    }
    return std::move(db).value();
}

void printJson(const QJsonObject &object)
{
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << "\n";
}

int refuse(const char *command, const QString &message)
{
    err() << "parallax " << command << ": " << message << "\n";
    err() << "Nothing was changed.\n";
    return 1;
}

} // namespace parallax::app

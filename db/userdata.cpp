#include "userdata.h"

#include "corpusloader.h"
#include "store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace parallax::db {

QString bundledCorpusPath()
{
    return QStringLiteral(":/parallax/corpus/napoleon");
}

QString defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/parallax.sqlite");
}

Result<QString> ensureUserDatabase(const QString &path)
{
    if (QFileInfo::exists(path))
        return path;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return Result<QString>::failure(
            QCoreApplication::translate("parallax::db", "Cannot create the folder %1.").arg(info.absolutePath()));
    LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    if (!loaded.ok()) {
        QStringList lines;
        for (const auto &p : loaded.problems)
            lines << p.toString();
        return Result<QString>::failure(
            QCoreApplication::translate("parallax::db", "The bundled corpus is damaged:\n%1").arg(lines.join(u'\n')));
    }
    if (Status s = buildDatabase(loaded.corpus, path, false); !s)
        return Result<QString>::failure(s.error());
    return path;
}

} // namespace parallax::db

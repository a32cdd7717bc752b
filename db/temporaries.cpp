#include "temporaries.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <limits>

#ifndef Q_OS_WIN
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#endif

namespace parallax::db {

namespace {

// A temporary without a process id in its name is abandoned once it has not
// been written for this long (a running writer touches it constantly).
constexpr qint64 kAbandonedAfterSeconds = 3600;

bool processIsGone(qint64 pid)
{
    if (pid == QCoreApplication::applicationPid())
        return false;
#ifdef Q_OS_WIN
    Q_UNUSED(pid);
    return false; // Windows keeps open files from being removed anyway
#else
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max())
        return false;
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#endif
}

} // namespace

QString temporaryTemplate(const QString &target)
{
    const QFileInfo info(target);
    return QStringLiteral("%1/.%2.%3.XXXXXX.tmp")
        .arg(info.absolutePath(), info.fileName())
        .arg(QCoreApplication::applicationPid());
}

QStringList removeStaleTemporaries(const QString &target)
{
    const QFileInfo info(target);
    static const QString tail = QStringLiteral(R"(\.(?:(\d{1,10})\.)?[A-Za-z0-9]{6}\.tmp(?:\.part)?(?:-journal)?$)");
    const QRegularExpression ours(QStringLiteral("^\\.") + QRegularExpression::escape(info.fileName()) + tail);
    QStringList removed;
    const QDir dir(info.absolutePath());
    const QFileInfoList entries = dir.entryInfoList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries) {
        const QRegularExpressionMatch m = ours.match(entry.fileName());
        if (!m.hasMatch() || entry.isSymLink() || !entry.isFile())
            continue;
        const bool abandoned = m.capturedLength(1) > 0
            ? processIsGone(m.captured(1).toLongLong())
            : entry.lastModified().secsTo(QDateTime::currentDateTime()) > kAbandonedAfterSeconds;
        if (abandoned && QFile::remove(entry.absoluteFilePath()))
            removed << entry.absoluteFilePath();
    }
    return removed;
}

} // namespace parallax::db

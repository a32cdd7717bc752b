#pragma once

#include <core/corpus.h>
#include <core/result.h>
#include <ui/corpusmodel.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

class QElapsedTimer;
class QUndoStack;
class QUndoCommand;

namespace parallax::db {
class Database;
class EventRowIndex;
class SqliteRepository;
struct Change;
} // namespace parallax::db

namespace parallax::ui {

class CorpusModel;

// The open database of the window: its repository, the undo stack of edits
// made to it, and the CorpusModel kept in step with every committed change
// (each change re-reads only the entity it names).
class EditSession final : public QObject
{
    Q_OBJECT
public:
    explicit EditSession(CorpusModel *model, QObject *parent = nullptr);
    ~EditSession() override;

    // Opens an existing database for editing (refused with the reason for a
    // file from a newer Parallax, a damaged or foreign one) and shows it.
    Status open(const QString &path);
    // Opens a database only to show it (`parallax snapshot`): read-only, and
    // not remembered among the recent files.
    Status openToShow(const QString &path);
    // Creates a new, empty database and shows it.
    Status create(const QString &path);
    // Writes a consistent copy of the open database to `path` (not opened).
    Status saveCopy(const QString &path) const;

    bool isOpen() const { return bool(m_repo); }
    QString path() const;
    // Which file the session has open (db::Database::fileIdentity()).
    QByteArray fileIdentity() const;
    db::SqliteRepository *repository() const { return m_repo.get(); }
    QUndoStack *undoStack() const { return m_undo; }
    CorpusModel *model() const { return m_model; }

    // Does `command` and puts it on the undo stack; the error when it failed
    // (then nothing changed and nothing was pushed).
    Status push(QUndoCommand *command);

    // The recently opened files, most recent first.
    static QStringList recentFiles();

    // From how many events (by the largest event row id) open() reads the
    // corpus on a worker thread: it returns once the file is checked and the
    // window can show everything but the events; an index of the events for
    // the timeline and the corpus are read at once, the index shown first,
    // then the corpus (CorpusModel::isLoading() until then). Smaller files
    // are read before open() returns.
    static int readInBackgroundFrom();
    static void setReadInBackgroundFrom(int events); // for tests

signals:
    void opened(const QString &path);
    // The corpus read in the background was refused (a damaged file): the
    // database is closed again and the model empty.
    void failed(const QString &error);
    // After the model took in a committed edit.
    void changed();

private:
    Status adopt(std::unique_ptr<db::Database> db);
    void install(std::unique_ptr<db::Database> db);
    Status adoptInBackground(std::unique_ptr<db::Database> db);
    void readEventsInBackground();
    // Which of an open's two reads arrived: the corpus is taken after the
    // preview.
    struct ReadOrder
    {
        bool previewTaken = false;
        std::optional<Result<CorpusModel::Prepared>> corpus; // arrived first, waiting
    };
    bool isCurrent(int generation) const;
    void readTimelineIndexInBackground(int generation, const QString &path, const QByteArray &file,
        const std::shared_ptr<QElapsedTimer> &clock, const std::shared_ptr<ReadOrder> &order);
    void readCorpusInBackground(int generation, const QString &path, const QByteArray &file,
        const std::shared_ptr<QElapsedTimer> &clock, const std::shared_ptr<ReadOrder> &order);
    void takeCorpus(Result<CorpusModel::Prepared> corpus);
    void lookUpEventsEarly(const std::shared_ptr<const db::EventRowIndex> &rows);
    void apply(const QList<db::Change> &changes);
    bool applyInPlace(const QList<db::Change> &changes);

    CorpusModel *m_model;
    QUndoStack *m_undo;
    std::unique_ptr<db::Database> m_db;
    std::unique_ptr<db::SqliteRepository> m_repo;
    // Of the database open: a reading for an older one is dropped, or not
    // started (the workers read it too).
    std::shared_ptr<std::atomic<int>> m_generation = std::make_shared<std::atomic<int>>(0);
    bool m_remember = true; // the file opened goes to the recent files
};

} // namespace parallax::ui
